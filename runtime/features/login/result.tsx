/**
 * A login result or state (core §4, the `loginState` code table) as its own message: a title and
 * what to do, in the page's language. Shown on the result route and on the login screen itself
 * (a failed BankID order, `?state=` from the e-ID broker, a session that timed out).
 */
import type { Ref } from 'react';
import { PARAM_RULES } from '../../../generated/routes/table.js';
import { useTexts } from '../../shared/i18n/texts.js';

export type LoginState = (typeof PARAM_RULES.loginState.values)[number];

const states: readonly string[] = PARAM_RULES.loginState.values;

export const isLoginState = (value: unknown): value is LoginState =>
  typeof value === 'string' && states.includes(value);

/** Failures are alerts; the link sent and a new order are news, not errors. */
const calm: ReadonlySet<LoginState> = new Set(['emailLinkSent', 'newOrder']);

export function LoginResult({
  state,
  heading,
  backTo,
  headingRef,
}: {
  state: LoginState;
  /** h1 on its own screen, h2 inside the login screen. */
  heading: 'h1' | 'h2';
  /** The login screen, when the result has a screen of its own. */
  backTo?: string;
  /** The heading, for the screen to move focus to when the result replaces what had it. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const t = useTexts();
  const Heading = heading;
  return (
    <section
      className="login-result"
      data-login-state={state}
      role={calm.has(state) ? 'status' : 'alert'}
      aria-labelledby={`login-result-${state}`}
    >
      <Heading id={`login-result-${state}`} ref={headingRef} tabIndex={-1}>
        {t(`login.state.${state}.title`)}
      </Heading>
      <p>{t(`login.state.${state}.body`)}</p>
      {backTo && (
        <p className="ed-actions">
          {/* A page load: the login pages are islands, without a router (docs/decisions/0026). */}
          <a className="ed-action ed-action-primary" href={backTo}>
            {t('login.backToLogin')}
          </a>
        </p>
      )}
    </section>
  );
}
