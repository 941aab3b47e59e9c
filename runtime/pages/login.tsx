/**
 * The login screen (core §2 Login providers, §4 Login states, issue 5): the country's providers
 * in the order its terms list them, the e-mail link, BankID on this device or another (QR), the
 * demo logins, and every result as its own message. `?validate=<token>` (the e-mail link, the
 * e-ID broker's way back) logs in; `?state=<login state>` shows that state (the broker's failures,
 * a session that timed out). After login the visitor goes to the path they wanted (a checked
 * local path) or the overview. The page is prerendered, so it reads its query after mount.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { isCountryCode, type CountryCode } from '../../generated/countries/index.js';
import type { MessageId } from '../../generated/messages/index.js';
import { ERROR_SITUATIONS } from '../../generated/routes/situations.js';
import type { ApiProblemError } from '../../generated/api/errors.js';
import { useCountry } from '../i18n/country-context.js';
import { useTexts } from '../i18n/texts.js';
import type { BankIdStart } from '../login/bankid.js';
import { isEidBroker, startBrokerLogin } from '../login/broker.js';
import { isLoginState, LoginResult, type LoginState } from '../login/result.js';
import { loggedInHint } from '../login/session-signal.js';
import { tellNativeAppUser } from '../platform/device.js';
import { termsOfRequest } from '../public/loader-country.js';
import { pageTitle } from '../public/page-meta.js';
import { clientLog, reportError } from '../tracking/client-log.js';
import { track } from '../tracking/events.js';
import '../login/login.css';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.login.title');

/**
 * The login part of the country's terms (its providers, in order, and the notice for Finnish
 * residents), taken at build time like every public page's figures: the browser loads no terms
 * for the login (i18n/country-terms.ts).
 */
export function loader({ request }: LoaderFunctionArgs) {
  const { providers, finnishLoginNotice } = termsOfRequest(request).login;
  return { providers, notice: finnishLoginNotice };
}

// What runs only once the visitor has chosen (issue 4 budget: the page hydrates without them):
// the API client and the session's steps, the forms (their validators bring zod), and BankID
// with its QR code. They are fetched when the page is idle (prefetchLoginParts below), so a
// choice is not kept waiting.
const sessionModule = () => import('../login/session.js');
const BankIdLogin = lazy(() =>
  import('../login/bankid.js').then((module) => ({ default: module.BankIdLogin })),
);
const ValidatedForm = lazy(() =>
  import('../login/field.js').then((module) => ({ default: module.ValidatedForm })),
);

/** Fetches the parts a choice needs once the page is idle, so they are there when it is made. */
function prefetchLoginParts(): () => void {
  const load = () => {
    void sessionModule().catch(() => undefined);
    void import('../login/bankid.js').catch(() => undefined);
    void import('../login/field.js').catch(() => undefined);
  };
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(load, 2000);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(load, { timeout: 2000 });
  return () => cancelIdleCallback(handle);
}

type Provider =
  'bankid' | 'bankid-demo' | 'criipto' | 'criipto-demo' | 'signicat' | 'signicat-demo' | 'email';

type Step =
  | { kind: 'choose' }
  | { kind: 'email' }
  | { kind: 'civic'; provider: 'bankid-demo' | 'criipto-demo' }
  | { kind: 'bankid'; start: BankIdStart }
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

/** Providers this screen can run: every one the terms may list. */
const runnable: ReadonlySet<Provider> = new Set([
  'bankid',
  'bankid-demo',
  'criipto',
  'criipto-demo',
  'signicat',
  'signicat-demo',
  'email',
]);

/** The contract's own rule for EmailLinkRequest.redirectTo (schema/api.yaml). */
const linkTarget = /^\/(?!.*\/\/)([A-Za-z0-9_#?=&.-][A-Za-z0-9/_#?=&.-]*)?$/;

/**
 * Whether a failed call's error is the API's problem answer. Told by its name: the class comes
 * with the API client, which the page loads only once a call is made.
 */
const isApiProblem = (error: unknown): error is ApiProblemError =>
  error instanceof Error && error.name === 'ApiProblemError';

/** The state of a failed call: 5xx a server error, anything else a failure. */
const failureOf = (error: unknown): LoginState =>
  isApiProblem(error) && error.status >= 500 ? 'serverError' : 'failed';

/** sessionStorage key of the provider a login left for (the e-ID broker comes back with ?validate). */
const METHOD_KEY = 'loginMethod';

/** How the login now completing was started: the e-mail link unless a broker was chosen. */
function methodOfValidate(): Provider {
  try {
    const method = sessionStorage.getItem(METHOD_KEY);
    sessionStorage.removeItem(METHOD_KEY);
    if (method && method in providerLabel) return method as Provider;
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
  const [{ loginClient, takeDestination }, { pathInUserCountry }] = await Promise.all([
    sessionModule(),
    import('../login/country-redirect.js'),
  ]);
  const client = loginClient();
  const session = await client.validateToken({ body: { token } });
  let theirs: CountryCode =
    'country' in session && isCountryCode(session.country) ? session.country : country;
  try {
    const { customerInfo } = await client.getCustomerInfo();
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

export default function Login() {
  const t = useTexts();
  const { country } = useCountry();
  const { providers: listed, notice } = useLoaderData<typeof loader>();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [shown, setShown] = useState<LoginState | null>(null);

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
    if (isLoginState(state)) setShown(state);
    // Spec 6: a logged-in customer opening login (no validate query) goes to the stored
    // post-login address, or home in the current locale; the address is cleared.
    if (!loggedInHint()) return;
    const abort = new AbortController();
    sessionModule()
      .then(async ({ fetchLoggedIn, takeDestination }) => {
        if (await fetchLoggedIn(abort.signal))
          window.location.replace(await takeDestination(country));
      })
      .catch(() => {
        // Unknown: the visitor can log in again.
      });
    return () => abort.abort();
  }, [country, logIn]);

  useEffect(prefetchLoginParts, []);

  const sendLink = (email: string) => {
    setStep({ kind: 'busy' });
    // The wanted path goes along for a link opened in another tab (the contract's redirectTo:
    // a local path again, so only one that passed redirectTarget is sent).
    sessionModule()
      .then(async ({ loginClient, peekWantedPath }) => {
        const redirectTo = await peekWantedPath().catch(() => null);
        return loginClient().sendEmailLink({
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
      setStep({ kind: 'bankid', start: { demo: true, sameDevice: false, civicNumber } });
      return;
    }
    setStep({ kind: 'busy' });
    sessionModule()
      .then(({ loginClient }) =>
        loginClient().authenticateCriiptoDemo({ country, body: { civicNumber } }),
      )
      .then(({ loginToken }) => logIn(loginToken, provider))
      .catch((error: unknown) => {
        if (!isApiProblem(error)) reportError(error);
        fail(isApiProblem(error) && error.status === 422 ? 'idNotFound' : failureOf(error));
      });
  };

  const choose = (provider: Provider, sameDevice = true) => {
    setShown(null);
    if (provider === 'email') setStep({ kind: 'email' });
    else if (provider === 'bankid') setStep({ kind: 'bankid', start: { demo: false, sameDevice } });
    else if (provider === 'bankid-demo' || provider === 'criipto-demo')
      setStep({ kind: 'civic', provider });
    else if (isEidBroker(provider)) {
      // A full navigation to the broker (runtime/login/broker.ts); busy until the page unloads.
      setStep({ kind: 'busy' });
      startBrokerLogin(provider, country, () => setStep({ kind: 'choose' }));
    }
  };

  const providers = useMemo(() => listed.filter((provider) => runnable.has(provider)), [listed]);

  return (
    <article className="login" aria-busy={step.kind === 'busy'}>
      <h1>{t('login.title')}</h1>
      {shown && <LoginResult state={shown} heading="h2" />}
      {step.kind === 'choose' && (
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
                        onClick={() => choose('bankid', true)}
                      >
                        {t('login.provider.bankidSameDevice')}
                      </button>
                    </li>,
                    <li key="bankid-other">
                      <button
                        type="button"
                        className="login-button login-button-primary"
                        onClick={() => choose('bankid', false)}
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
                        onClick={() => choose(provider)}
                      >
                        {t(providerLabel[provider])}
                      </button>
                    </li>,
                  ],
            )}
          </ul>
          {notice.available && (
            <p className="login-notice">
              {t(notice.messageId as MessageId)}{' '}
              <a href={`/${notice.linkToCountry}/login`} hrefLang={notice.linkToCountry}>
                {t(notice.linkMessageId as MessageId)}
              </a>
            </p>
          )}
        </>
      )}
      <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
        {step.kind === 'email' && (
          <ValidatedForm
            rule="email"
            country={country}
            label="login.email.label"
            submit="login.email.submit"
            autoComplete="email"
            inputMode="email"
            busy={false}
            onValid={sendLink}
          >
            <BackButton onClick={() => setStep({ kind: 'choose' })} />
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
            onValid={(civic) => demoLogin(step.provider, civic)}
          >
            <BackButton onClick={() => setStep({ kind: 'choose' })} />
          </ValidatedForm>
        )}
        {step.kind === 'bankid' && (
          <BankIdLogin
            start={step.start}
            onToken={(token) => logIn(token, step.start.demo ? 'bankid-demo' : 'bankid')}
            onFailure={fail}
            onCancel={() => fail('bankIdCancelled')}
          />
        )}
      </Suspense>
      {step.kind === 'busy' && <p role="status">{t('common.loading')}</p>}
    </article>
  );
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
