import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { countryTerms } from '../../generated/countries/index.js';
import { PARAM_RULES } from '../../generated/routes/table-data.js';
import { BankIdLogin } from '../../runtime/features/login/bankid.js';
import { LoginResult, type LoginState } from '../../runtime/features/login/result.js';
import { LoginIsland } from '../../runtime/features/login/login-island.js';
import { ValidatedForm } from '../../runtime/features/login/validated-form.js';
import { useCountry } from '../../runtime/shared/i18n/country-context.js';
import { useTexts } from '../../runtime/shared/i18n/texts.js';
import { href } from '../../runtime/shared/routing/href.js';
import type { ServiceAnswers } from '../../.storybook/service-stub.js';
import '../../runtime/features/login/login.css';

type Screen =
  | 'choice'
  | 'email'
  | 'sent'
  | 'bankid-same-device'
  | 'bankid-other-device'
  | 'result'
  | 'every-result';

/** Made once: a new start object would start a new order. */
const BANKID_STARTS = {
  'bankid-same-device': { demo: false, sameDevice: true },
  'bankid-other-device': { demo: false, sameDevice: false },
} as const;

/** A BankID order the customer has not yet signed, the same QR data at every refresh. */
const BANKID_ORDER: ServiceAnswers = {
  startBankId: { orderRef: 'b1d-7001', autoStartToken: 'a7c3-7001', qrStartToken: 'q7-7001' },
  collectBankId: { orderRef: 'b1d-7001', status: 'pending', hintCode: 'userSign' },
  getBankIdQr: { qrData: 'bankid.q7-7001.4.3f9e0c5d1b2a' },
};

/**
 * The login screens with the country's providers (countries/*.yaml login, the order of its
 * terms): the choice of the country's e-ID and the e-mail link, a BankID order waiting for the
 * app on this device or the QR code on another, the e-mail link's form and the screen once the
 * link is sent, and each login result as its own screen.
 */
function LoginStory({ screen, state }: { screen: Screen; state: LoginState }) {
  const t = useTexts();
  const { country } = useCountry();
  if (screen === 'choice') {
    const { providers, finnishLoginNotice } = countryTerms(country).login;
    return <LoginIsland providers={providers} notice={finnishLoginNotice} />;
  }
  if (screen === 'result' || screen === 'every-result') {
    const shown = screen === 'result' ? [state] : PARAM_RULES.loginState.values;
    return (
      <>
        {shown.map((each) => (
          <article key={each} className="login">
            <LoginResult state={each} heading="h1" backTo={href(country, 'login')} />
          </article>
        ))}
      </>
    );
  }
  // The screen's own steps, as it draws them once BankID or the e-mail link is chosen, and once
  // the link is sent.
  if (screen === 'bankid-same-device' || screen === 'bankid-other-device') {
    return (
      <article className="login">
        <h1>{t('login.title')}</h1>
        <BankIdLogin
          start={BANKID_STARTS[screen]}
          onToken={fn().mockName('onToken')}
          onFailure={fn().mockName('onFailure')}
          onCancel={fn().mockName('onCancel')}
          onSwitchDevice={fn().mockName('onSwitchDevice')}
        />
      </article>
    );
  }
  return (
    <article className="login">
      <h1>{t('login.title')}</h1>
      {screen === 'sent' ? (
        <LoginResult state="emailLinkSent" heading="h2" />
      ) : (
        <ValidatedForm
          rule="email"
          country={country}
          label="login.email.label"
          submit="login.email.submit"
          autoComplete="email"
          inputMode="email"
          busy={false}
          onValid={fn().mockName('sendLink')}
        />
      )}
    </article>
  );
}

const meta = {
  title: 'Features/Login',
  component: LoginStory,
  args: { screen: 'choice', state: 'failed' },
  argTypes: {
    screen: { control: 'inline-radio' },
    state: { control: 'select', options: PARAM_RULES.loginState.values },
  },
  parameters: { shell: { route: 'login' } },
} satisfies Meta<typeof LoginStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The country's e-ID and the e-mail link (and Finland's notice for residents of Sweden). */
export const EIdChoice: Story = {};

/** Sweden's BankID, in every language all the same: the app opens on this device. */
export const BankIdSameDevice: Story = {
  args: { screen: 'bankid-same-device' },
  parameters: { service: BANKID_ORDER },
};

/** The QR code to scan with BankID on another device. */
export const BankIdOtherDevice: Story = {
  args: { screen: 'bankid-other-device' },
  parameters: { service: BANKID_ORDER },
};

export const EmailLinkForm: Story = { args: { screen: 'email' } };

export const EmailLinkSent: Story = { args: { screen: 'sent' } };

/** A login result on its own screen (`/<cc>/login/result/<state>`). */
export const LoginResultScreen: Story = {
  args: { screen: 'result' },
  parameters: { shell: { route: 'login-result-state', path: '/login/result/failed' } },
};

export const EveryLoginResult: Story = { args: { screen: 'every-result' } };
