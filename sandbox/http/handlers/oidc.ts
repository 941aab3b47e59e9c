import type { CountryCode } from '../../../generated/entities/types.js';
import { createLoginToken } from '../../auth/login-tokens.js';
import {
  authorizationUrl,
  brokerOffered,
  callbackPath,
  completeOidcLogin,
  findCustomerByCivic,
  identificationLocation,
  loginPageLocation,
  startOidcAttempt,
  type Identification,
  type OidcBroker,
} from '../../oidc/broker.js';
import { useSession } from '../../auth/sessions.js';
import type { Queryable } from '../../db/database.js';
import type { HandlerTable } from '../handler.js';
import { appUrl } from '../links.js';
import { ProblemError, problemTypes } from '../problem.js';

/** Countries whose e-ID runs through Criipto (api.yaml authenticateCriiptoDemo); Sweden uses BankID. */
const criiptoCountries: ReadonlySet<CountryCode> = new Set(['no', 'fi', 'dk']);

/**
 * An identification (a `returnPath` given): only for a live session, whose customer must be the
 * one who identifies. None for a login.
 */
async function identificationOf(
  db: Queryable,
  returnPath: string | undefined,
  bearerToken: string | null,
  now: Date,
): Promise<Identification | undefined> {
  if (returnPath === undefined) return undefined;
  const found = bearerToken === null ? null : await useSession(db, bearerToken, now);
  if (!found?.ok) {
    // A public operation never answers 401 (the login itself is one): the field is what is wrong.
    throw new ProblemError(
      422,
      'Unprocessable Content',
      'An identification is for a logged-in customer: log in first.',
      {
        type: problemTypes.validation,
        errors: [{ field: 'returnPath', messageId: 'code.loginState.sessionTimeout' }],
      },
    );
  }
  return { customerId: found.session.customerId, returnPath };
}

/** Criipto demo login, the start of a Signicat / Criipto login and its callback (api.yaml `auth`). */
export const oidcHandlers: HandlerTable = {
  async authenticateCriiptoDemo({ db, params, body, now }) {
    const country = params['country'] as CountryCode;
    if (!criiptoCountries.has(country)) {
      throw new ProblemError(
        422,
        'Unprocessable Content',
        'The Criipto demo login is for Norway, Finland and Denmark; Sweden logs in with BankID.',
        {
          type: problemTypes.validation,
          errors: [{ field: 'country', messageId: 'code.loginState.failed' }],
        },
      );
    }
    const customerId = await findCustomerByCivic(db, country, body.civicNumber);
    if (!customerId) {
      throw new ProblemError(
        404,
        'Not Found',
        'No demo customer of this country has this number.',
        {
          errors: [{ field: 'civicNumber', messageId: 'code.loginState.idNotFound' }],
        },
      );
    }
    return { body: { loginToken: await createLoginToken(db, customerId, now) } };
  },

  async startOidcLogin({ db, params, query, now, links, bearerToken }) {
    const broker = params['broker'] as OidcBroker;
    const country = query['country'] as CountryCode;
    if (!brokerOffered(country, broker)) {
      throw new ProblemError(
        422,
        'Unprocessable Content',
        'This country’s login does not offer this e-ID broker.',
        {
          type: problemTypes.validation,
          errors: [{ field: 'broker', messageId: 'code.loginState.failed' }],
        },
      );
    }
    // The registered redirect URI: the app's callback at the app's origin (links.ts), so the
    // broker can only ever send the browser back into the app.
    const callbackUrl = appUrl(links.app, callbackPath).toString();
    const identification = await identificationOf(db, query['returnPath'], bearerToken, now);
    const { state, nonce } = await startOidcAttempt(
      db,
      { broker, country, callbackUrl, identification },
      now,
    );
    const location = authorizationUrl(links.sandbox, {
      broker,
      country,
      state,
      nonce,
      redirectUri: callbackUrl,
    });
    return { body: undefined, status: 302, headers: { Location: location } };
  },

  async oidcRedirect({ db, query, now, links }) {
    const completed = await completeOidcLogin(
      db,
      { state: query['state'] ?? '', code: query['code'], error: query['error'] },
      now,
    );
    if (!completed) {
      // Without a known state there is no country to send the browser to, so no redirect at all.
      throw new ProblemError(400, 'Bad Request', 'The login state is unknown, used or expired.', {
        type: problemTypes.validation,
        errors: [{ field: 'state', messageId: 'code.loginState.error' }],
      });
    }
    // The login page (or the flow step of an identification) is the app's: at its origin when
    // known (links.ts), else a path, which the browser reads against the address it called, the
    // app's when it came through the web server.
    const page =
      completed.outcome.kind === 'identification'
        ? identificationLocation(completed.outcome.returnPath, completed.outcome.result)
        : loginPageLocation(completed.country, completed.outcome);
    const location = links.appFrom === 'sandbox' ? page : appUrl(links.app, page).toString();
    return { body: undefined, status: 302, headers: { Location: location } };
  },
};
