/**
 * The login screen (core §2 Login providers, §4 Login states, issue 5), shared by the login page
 * and each provider's own page: the customer's e-ID and the e-mail link (customer-providers.ts),
 * BankID on this device or another (QR), a demo login on its own page, and every result as its
 * own message. `?validate=<token>` (the e-mail link, the e-ID broker's way back) logs in;
 * `?state=<login state>` shows that state (the broker's failures, a session that timed out).
 * After login the visitor goes to the path they wanted (a checked local path) or the overview.
 * The pages are prerendered, so the screen reads its query after mount.
 *
 * On a provider's page (`open`) the screen opens that provider at once, once it knows nobody is
 * logged in; after a result it offers that provider again and the way to the other methods.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  isCountryCode,
  type CountryCode,
  type CountryTerms,
} from '../../../generated/countries/index.js';
import type { MessageId } from '../../../generated/messages/index.js';
import { ERROR_SITUATIONS } from '../../../generated/routes/situations.js';
import type { ApiProblemError } from '../../../generated/api/errors.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { tellNativeAppUser } from '../../shared/platform/device.js';
import { href } from '../../shared/routing/href.js';
import { clientLog, reportError } from '../../shared/tracking/client-log.js';
import { track } from '../../shared/tracking/events.js';
import type { BankIdStart } from './bankid.js';
import { isEidBroker, startBrokerLogin } from './broker.js';
import { BankIdOpening } from './bankid-opening.js';
import { customerProviders } from './customer-providers.js';
import { LoginResult, isLoginState, type LoginState } from './result.js';
import { loggedInHint } from '../../shared/api/session-signal.js';
import './login.css';

// What runs only once the visitor has chosen (issue 4 budget: the page hydrates without them):
// the API calls and the session's steps, the forms (their validators bring zod), and BankID
// with its QR code. They are fetched when the page is idle (prefetchLoginParts below), so a
// choice is not kept waiting.
const sessionModule = () => import('../../shared/session/login-session.js');
const BankIdLogin = lazy(() =>
  import('./bankid.js').then((module) => ({ default: module.BankIdLogin })),
);
const ValidatedForm = lazy(() =>
  import('./validated-form.js').then((module) => ({ default: module.ValidatedForm })),
);

/**
 * What a provider's page draws at once, asked for as early as the page can (the island's
 * `prepare`, while the messages feed is asked): BankID with its QR code, or the form of the
 * e-mail link or of a demo's civic number. The choice screen needs none of them.
 */
export function loadOpeningParts(open: Provider | undefined): Promise<unknown> {
  if (open === 'bankid') return import('./bankid.js');
  if (open === 'email' || open === 'bankid-demo' || open === 'criipto-demo')
    return import('./validated-form.js');
  return Promise.resolve();
}

/** Fetches the parts a choice needs once the page is idle, so they are there when it is made. */
function prefetchLoginParts(): () => void {
  const load = () => {
    void sessionModule().catch(() => undefined);
    void import('./bankid.js').catch(() => undefined);
    void import('./validated-form.js').catch(() => undefined);
  };
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(load, 2000);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(load, { timeout: 2000 });
  return () => cancelIdleCallback(handle);
}

export type Provider =
  'bankid' | 'bankid-demo' | 'criipto' | 'criipto-demo' | 'signicat' | 'signicat-demo' | 'email';

type Step =
  | { kind: 'choose' }
  | { kind: 'email' }
  | { kind: 'civic'; provider: 'bankid-demo' | 'criipto-demo' }
  | { kind: 'bankid'; start: BankIdStart }
  /** The BankID page before its order starts (bankid-opening.tsx), as it is built. */
  | { kind: 'bankid-opening' }
  | { kind: 'busy' };

const providerLabel: Record<Provider, MessageId> = {
  bankid: 'login.provider.bankidSameDevice',
  'bankid-demo': 'login.provider.bankidDemo',
  criipto: 'login.provider.criipto',
  'criipto-demo': 'login.provider.criiptoDemo',
  signicat: 'login.provider.signicat',
  'signicat-demo': 'login.provider.signicatDemo',
  email: 'login.provider.email',
};

/** A provider this screen can run: every one with a label (the terms may list others later). */
const isProvider = (name: string): name is Provider => Object.hasOwn(providerLabel, name);

/** The contract's own rule for EmailLinkRequest.redirectTo (schema/api.yaml). */
const linkTarget = /^\/(?!.*\/\/)([A-Za-z0-9_#?=&.-][A-Za-z0-9/_#?=&.-]*)?$/;

/**
 * Whether a failed call's error is the API's problem answer. Told by its name: the class comes
 * with the API client, which the page loads only once a call is made.
 */
const isApiProblem = (error: unknown): error is ApiProblemError =>
  error instanceof Error && error.name === 'ApiProblemError';

/** The state of a failed call: 429 too many starts, 5xx a server error, anything else a failure. */
const failureOf = (error: unknown): LoginState =>
  isApiProblem(error) && error.status === 429
    ? 'tooManyAttempts'
    : isApiProblem(error) && error.status >= 500
      ? 'serverError'
      : 'failed';

/** sessionStorage key of the provider a login left for (the e-ID broker comes back with ?validate). */
const METHOD_KEY = 'loginMethod';

/** How the login now completing was started: the e-mail link unless a broker was chosen. */
function methodOfValidate(): Provider {
  try {
    const method = sessionStorage.getItem(METHOD_KEY);
    sessionStorage.removeItem(METHOD_KEY);
    if (method && isProvider(method)) return method;
  } catch {
    // Storage off: the e-mail link is the login that comes back with ?validate.
  }
  return 'email';
}

/**
 * After login (issue 5): the server keeps the bearer token in its sealed cookie and answers only
 * `{ loggedIn, country, expiresAt }`; the customer info is loaded, the native app told the
 * brand-prefixed id (spec 1), the login tracked (with consent), and the customer sent to the
 * path they wanted or the overview, in their own country when it is not this one (spec 5).
 */
async function finishLogin(country: CountryCode, token: string, method: Provider): Promise<void> {
  const [
    { loginTransport, validateToken, getCustomerInfo, takeDestination },
    { pathInUserCountry },
  ] = await Promise.all([sessionModule(), import('../../shared/session/country-redirect.js')]);
  const session = await validateToken(loginTransport, { body: { token } });
  let theirs: CountryCode =
    'country' in session && isCountryCode(session.country) ? session.country : country;
  try {
    const { customerInfo } = await getCustomerInfo(loginTransport);
    tellNativeAppUser(customerInfo.nordpayId);
    theirs = customerInfo.country;
  } catch (error) {
    // Logged in all the same: the pages load what they need again.
    if (!isApiProblem(error)) reportError(error, 'customer info after login');
  }
  track('login', { method, country: theirs });
  const destination = await takeDestination(country);
  try {
    window.location.replace(pathInUserCountry(destination, theirs) ?? destination);
  } catch (error) {
    const { log } = ERROR_SITUATIONS.loginRedirectFailure;
    clientLog(log.level, log.message, error);
  }
}

export type FinnishLoginNotice = CountryTerms['login']['finnishLoginNotice'];

export function LoginScreen({
  providers: listed,
  notice,
  open,
  title = 'login.title',
}: {
  /** The country's providers, in its terms' order. */
  providers: readonly string[];
  notice: FinnishLoginNotice;
  /** A provider's own page: the provider opened at once. */
  open?: Provider;
  title?: MessageId;
}) {
  const t = useTexts();
  const { country } = useCountry();
  const [step, setStep] = useState<Step>(
    open === 'bankid' ? { kind: 'bankid-opening' } : open ? { kind: 'busy' } : { kind: 'choose' },
  );
  const [shown, setShown] = useState<LoginState | null>(null);
  // The BankID mode last started, so a failed BankID login starts again the same way.
  const lastBankId = useRef<BankIdStart | null>(null);

  const fail = useCallback((state: LoginState) => {
    setShown(state);
    setStep({ kind: 'choose' });
  }, []);

  const logIn = useCallback(
    (token: string, method: Provider) => {
      setStep({ kind: 'busy' });
      finishLogin(country, token, method).catch(async (error: unknown) => {
        if (!isApiProblem(error)) reportError(error);
        const timedOut = await sessionModule().then(
          (module) => module.sessionTimedOut(),
          () => false,
        );
        fail(timedOut ? 'sessionTimeout' : failureOf(error));
      });
    },
    [country, fail],
  );

  const startBankId = useCallback((start: BankIdStart) => {
    lastBankId.current = start;
    setStep({ kind: 'bankid', start });
  }, []);

  const choose = useCallback(
    (provider: Provider, sameDevice = true) => {
      setShown(null);
      if (provider === 'email') setStep({ kind: 'email' });
      else if (provider === 'bankid') startBankId({ demo: false, sameDevice });
      else if (provider === 'bankid-demo' || provider === 'criipto-demo')
        setStep({ kind: 'civic', provider });
      else if (isEidBroker(provider)) {
        // A full navigation to the broker (./broker.ts); busy until the page unloads.
        setStep({ kind: 'busy' });
        startBrokerLogin(provider, country, () => setStep({ kind: 'choose' }));
      }
    },
    [country, startBankId],
  );

  /** A provider's page opens it; BankID there shows its QR code (the "other device" way). */
  const openProvider = useCallback(() => {
    if (open === undefined) setStep({ kind: 'choose' });
    else choose(open, false);
  }, [open, choose]);

  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const token = query.get('validate');
    const state = query.get('state');
    if (token) {
      // The token is spent by the call: take it out of the address and the history first.
      window.history.replaceState(window.history.state, '', window.location.pathname);
      logIn(token, methodOfValidate());
      return;
    }
    if (isLoginState(state)) {
      setShown(state);
      setStep({ kind: 'choose' });
    }
    // Spec 6: a logged-in customer opening login (no validate query) goes to the stored
    // post-login address, or home in the current locale; the address is cleared.
    if (!loggedInHint()) {
      if (!isLoginState(state)) openProvider();
      return;
    }
    const abort = new AbortController();
    sessionModule()
      .then(async ({ fetchLoggedIn, takeDestination }) => {
        if (await fetchLoggedIn(abort.signal))
          window.location.replace(await takeDestination(country));
        else if (!abort.signal.aborted && !isLoginState(state)) openProvider();
      })
      .catch(() => {
        // Unknown: the visitor can log in again.
        if (!abort.signal.aborted) setStep({ kind: 'choose' });
      });
    return () => abort.abort();
    // Once per page: opening the provider again on a re-render would start a second login.
  }, []);

  useEffect(prefetchLoginParts, []);

  const sendLink = (email: string) => {
    setStep({ kind: 'busy' });
    // The wanted path goes along for a link opened in another tab (the contract's redirectTo:
    // a local path again, so only one that passed redirectTarget is sent).
    sessionModule()
      .then(async ({ loginTransport, sendEmailLink, peekWantedPath }) => {
        const redirectTo = await peekWantedPath().catch(() => null);
        return sendEmailLink(loginTransport, {
          body: {
            email,
            country,
            ...(redirectTo && linkTarget.test(redirectTo) ? { redirectTo } : {}),
          },
        });
      })
      .then(() => {
        setShown('emailLinkSent');
        setStep({ kind: 'choose' });
      })
      .catch((error: unknown) => {
        if (!isApiProblem(error)) reportError(error);
        fail(failureOf(error));
      });
  };

  const demoLogin = (provider: 'bankid-demo' | 'criipto-demo', civicNumber: string) => {
    if (provider === 'bankid-demo') {
      startBankId({ demo: true, sameDevice: false, civicNumber });
      return;
    }
    setStep({ kind: 'busy' });
    sessionModule()
      .then(({ loginTransport, authenticateCriiptoDemo }) =>
        authenticateCriiptoDemo(loginTransport, { country, body: { civicNumber } }),
      )
      .then(({ loginToken }) => logIn(loginToken, provider))
      .catch((error: unknown) => {
        if (!isApiProblem(error)) reportError(error);
        fail(isApiProblem(error) && error.status === 422 ? 'idNotFound' : failureOf(error));
      });
  };

  const providers = useMemo(() => customerProviders(listed).filter(isProvider), [listed]);
  const focus = useStepFocus(step, shown);
  const chooseByHand = (key: string, provider: Provider, sameDevice = true) => {
    focus.chosen(key);
    choose(provider, sameDevice);
  };
  const backToChoice = () => {
    focus.back();
    setStep({ kind: 'choose' });
  };

  return (
    <article className="login" aria-busy={step.kind === 'busy'}>
      <h1>{t(title)}</h1>
      {shown && <LoginResult state={shown} heading="h2" headingRef={focus.result} />}
      {step.kind === 'choose' && !open && (
        <>
          <p>{t('login.intro')}</p>
          <h2>{t('login.chooseMethod')}</h2>
          <ul className="login-providers">
            {providers.flatMap((provider) =>
              provider === 'bankid'
                ? [
                    <li key="bankid-same">
                      <button
                        type="button"
                        className="login-button login-button-primary"
                        data-provider="bankid-same"
                        onClick={() => chooseByHand('bankid-same', 'bankid', true)}
                      >
                        {t('login.provider.bankidSameDevice')}
                      </button>
                    </li>,
                    <li key="bankid-other">
                      <button
                        type="button"
                        className="login-button login-button-primary"
                        data-provider="bankid-other"
                        onClick={() => chooseByHand('bankid-other', 'bankid', false)}
                      >
                        {t('login.provider.bankidOtherDevice')}
                      </button>
                    </li>,
                  ]
                : [
                    <li key={provider}>
                      <button
                        type="button"
                        className="login-button"
                        data-provider={provider}
                        onClick={() => chooseByHand(provider, provider)}
                      >
                        {t(providerLabel[provider])}
                      </button>
                    </li>,
                  ],
            )}
          </ul>
          {notice.available && notice.linkToCountry && isCountryCode(notice.linkToCountry) && (
            <p className="login-notice">
              {t(notice.messageId)}{' '}
              <a href={href(notice.linkToCountry, 'login')} hrefLang={notice.linkToCountry}>
                {t(notice.linkMessageId)}
              </a>
            </p>
          )}
        </>
      )}
      {step.kind === 'choose' && open && (
        <ul className="login-providers">
          <li>
            <button
              type="button"
              className="login-button login-button-primary"
              onClick={() => {
                const again = lastBankId.current;
                if (open === 'bankid' && again) {
                  setShown(null);
                  startBankId({ ...again });
                } else choose(open, false);
              }}
            >
              {open === 'bankid' ? t('common.retry') : t(providerLabel[open])}
            </button>
          </li>
          <li>
            {/* A page load: the login pages are islands, without a router (docs/decisions/0026). */}
            <a className="login-button" href={href(country, 'login')}>
              {t('login.otherMethods')}
            </a>
          </li>
        </ul>
      )}
      {step.kind === 'bankid-opening' && <BankIdOpening />}
      <Suspense
        fallback={
          // BankID's QR view while its module loads, as the page was built: nothing moves.
          step.kind === 'bankid' && !step.start.sameDevice ? (
            <BankIdOpening />
          ) : (
            <p role="status">{t('common.loading')}</p>
          )
        }
      >
        {step.kind === 'email' && (
          <ValidatedForm
            rule="email"
            country={country}
            label="login.email.label"
            submit="login.email.submit"
            autoComplete="email"
            inputMode="email"
            busy={false}
            focusField={focus.byHand}
            onValid={sendLink}
          >
            <BackButton onClick={backToChoice} />
          </ValidatedForm>
        )}
        {step.kind === 'civic' && (
          <ValidatedForm
            rule="civicNumber"
            country={country}
            label="login.civicNumber.label"
            hint="login.civicNumber.hint"
            submit="common.continue"
            autoComplete="off"
            inputMode="numeric"
            busy={false}
            focusField={focus.byHand}
            onValid={(civic) => demoLogin(step.provider, civic)}
          >
            <BackButton onClick={backToChoice} />
          </ValidatedForm>
        )}
        {step.kind === 'bankid' && (
          <BankIdLogin
            start={step.start}
            onToken={(token) => logIn(token, step.start.demo ? 'bankid-demo' : 'bankid')}
            onFailure={fail}
            onCancel={() => fail('bankIdCancelled')}
            onSwitchDevice={
              step.start.demo
                ? undefined
                : () => startBankId({ demo: false, sameDevice: !step.start.sameDevice })
            }
          />
        )}
      </Suspense>
      {step.kind === 'busy' && <p role="status">{t('common.loading')}</p>}
    </article>
  );
}

/**
 * Where focus goes as the screen changes under it (WCAG 2.4.3): a method chosen by hand puts it
 * in the method's field; Back gives it to the method's button again; a result shown after the
 * focused form went away (the link sent, a failure) takes it on its heading. A provider's page
 * that opens its method at once leaves focus at the page's start, where the skip link is.
 */
function useStepFocus(step: Step, shown: LoginState | null) {
  const chosenKey = useRef<string | null>(null);
  const returning = useRef(false);
  const result = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (step.kind !== 'choose') return;
    const key = chosenKey.current;
    if (returning.current && key) {
      returning.current = false;
      document.querySelector<HTMLElement>(`[data-provider="${CSS.escape(key)}"]`)?.focus();
    } else if (shown && document.activeElement === document.body) {
      result.current?.focus();
    }
  }, [step, shown]);
  return {
    byHand: chosenKey.current !== null,
    result,
    chosen(key: string) {
      chosenKey.current = key;
    },
    back() {
      returning.current = true;
    },
  };
}

function BackButton({ onClick }: { onClick: () => void }) {
  const t = useTexts();
  return (
    <p>
      <button type="button" className="login-button" onClick={onClick}>
        {t('common.back')}
      </button>
    </p>
  );
}
