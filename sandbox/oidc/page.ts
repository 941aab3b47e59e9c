import { Hono, type Context } from 'hono';
import type { CountryCode } from '../../generated/entities/types.js';
import type { SandboxClock } from '../clock.js';
import type { Database } from '../db/database.js';
import { appUrl } from '../http/links.js';
import { answerAtBroker, brokerOffered, openAttempt, type OidcBroker } from './broker.js';

/**
 * Sandbox-only routes under /sandbox/eid, not part of the contract: the demo e-ID broker
 * (Criipto or Signicat) for a person in a browser, reached the way a real broker is: the app
 * starts the login (api.yaml startOidcLogin, `GET /oidc/{broker}/authorize?country=`), which makes
 * the attempt's state and nonce and redirects here with them. `GET /sandbox/eid/{country}?state=..
 * &nonce=..` lists the country's demo personas (and someone who is no customer); the person picks
 * one and approves or declines, or makes the broker fail. `POST /sandbox/eid/{country}` (form:
 * state, nonce, civicNumber, decision approve|decline|error) answers that state once: it sends the browser (303) to the attempt's
 * registered callback (the app's /oidc/signicat/redirect, stored when the app started the login,
 * never taken from the request) with `code` and `state`, or with `error=access_denied` when
 * declined (`server_error` when the broker failed); the callback then redirects to the country's login page. The broker never makes a
 * state of its own: opened without one (a bookmark, the docs), the page sends the browser to the
 * app's start of the login, which comes back here with a fresh one. Plain HTML, no script.
 */

const countries: readonly CountryCode[] = ['se', 'no', 'fi', 'dk'];
const countryNames: Record<CountryCode, string> = {
  se: 'Sweden',
  no: 'Norway',
  fi: 'Finland',
  dk: 'Denmark',
};
const brokers: Record<OidcBroker, string> = {
  criipto: 'Criipto',
  signicat: 'Signicat',
  'signicat-demo': 'Signicat test',
};
const isCountry = (value: string | undefined): value is CountryCode =>
  (countries as readonly (string | undefined)[]).includes(value);
const isBroker = (value: unknown): value is OidcBroker =>
  typeof value === 'string' && Object.hasOwn(brokers, value);

/** The countries whose login offers an e-ID broker (not Sweden, which logs in with BankID). */
const eidCountries = countries.filter((cc) =>
  (Object.keys(brokers) as OidcBroker[]).some((broker) => brokerOffered(cc, broker)),
);
const offersEid = (value: string | undefined): value is CountryCode =>
  isCountry(value) && eidCountries.includes(value);
const noSuchCountry = `No e-ID login in this country: use ${eidCountries.join(', ')} (Sweden logs in with BankID).`;

/** The state and nonce the app made: its tokens (sandbox/auth/tokens.ts), nothing else. */
const tokenPattern = /^[A-Za-z0-9_-]{16,128}$/;
const isToken = (value: unknown): value is string =>
  typeof value === 'string' && tokenPattern.test(value);

/** A number of no customer in each country: identifying as them ends in idNotFound. */
export const notACustomer: Record<CountryCode, string> = {
  se: '191212121212',
  no: '01010112345',
  fi: '010101-123N',
  dk: '010101-0000',
};

const civicPattern = /^[0-9A-Za-z+ -]{1,20}$/;

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

const style = `body{font-family:sans-serif;margin:2rem;max-width:40rem;line-height:1.5}
fieldset{margin:1rem 0;padding:.5rem 1rem}label{display:block;padding:.25rem 0}
button{margin-right:1rem;padding:.4rem 1rem;font-size:1rem}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${style}</style>
</head><body><main>
<h1>${escapeHtml(title)}</h1>
${body}
</main></body></html>`;
}

function problemPage(c: Context, status: 400 | 404, message: string): Response {
  return c.html(
    page('Sandbox e-ID: cannot continue', `<p role="alert">${escapeHtml(message)}</p>`),
    status,
  );
}

export function eidDemoRoutes(
  db: Database,
  clock: SandboxClock,
  appOrigin: string | null = null,
): Hono {
  const eid = new Hono();

  eid.get('/', (c) => {
    const links = eidCountries
      .map((cc) => `<li><a href="/sandbox/eid/${cc}">${escapeHtml(countryNames[cc])}</a></li>`)
      .join('\n');
    return c.html(
      page('Sandbox e-ID', `<p>Choose the country whose e-ID to use.</p>\n<ul>\n${links}\n</ul>`),
    );
  });

  eid.get('/:country', async (c) => {
    const country = c.req.param('country');
    if (!offersEid(country)) return problemPage(c, 404, noSuchCountry);
    const state = c.req.query('state');
    if (state === undefined) {
      // No attempt yet: the app starts one (and makes the state), then comes back here.
      const requested = c.req.query('broker');
      const broker: OidcBroker =
        isBroker(requested) && brokerOffered(country, requested) ? requested : 'criipto';
      const start = `/oidc/${broker}/authorize?${new URLSearchParams({ country }).toString()}`;
      return c.redirect(appOrigin === null ? start : appUrl(appOrigin, start).toString(), 303);
    }
    const nonce = c.req.query('nonce');
    if (!isToken(state) || !isToken(nonce)) {
      return problemPage(c, 400, 'The login request carries no valid state and nonce.');
    }
    const attempt = await openAttempt(db, state, await clock.now());
    if (!attempt || attempt.country !== country) {
      return problemPage(
        c,
        400,
        'This login is unknown, already answered or expired: start again.',
      );
    }
    // A broker sends the browser only to the redirect URI registered for the client.
    const redirectUri = c.req.query('redirect_uri');
    if (redirectUri !== undefined && redirectUri !== attempt.callbackUrl) {
      return problemPage(c, 400, 'The redirect_uri is not the one registered for this login.');
    }
    const { rows } = await db.query<{ name: string; civic_number: string }>(
      `select first_name || ' ' || name as name, civic_number from customers
        where country = $1 order by name, civic_number`,
      [country],
    );
    const people = [
      ...rows.map((p) => ({ civic: p.civic_number, label: `${p.name} (${p.civic_number})` })),
      {
        civic: notACustomer[country],
        label: `Not a customer (${notACustomer[country]}): ends in “id not found”`,
      },
    ];
    const options = people
      .map(
        (p, i) =>
          `<label><input type="radio" name="civicNumber" value="${escapeHtml(p.civic)}"${i === 0 ? ' checked' : ''} required> ${escapeHtml(p.label)}</label>`,
      )
      .join('\n');
    // Inside a flow the customer is logged in already and proves who they are again (docs/
    // decisions/0016): the page says so, and never offers to log in.
    const purpose = attempt.identifies
      ? {
          intro:
            'approve to confirm that it is you (the app asked you to identify yourself again), or decline to cancel the identification',
          approve: 'Approve and identify',
        }
      : {
          intro: 'approve to log in, or decline to cancel the login',
          approve: 'Approve and log in',
        };
    const body = `<p>This is the sandbox's demo ${escapeHtml(brokers[attempt.broker])} e-ID for
${escapeHtml(countryNames[country])}. Pick who you are, then ${purpose.intro}.</p>
<form method="post" action="/sandbox/eid/${country}">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<input type="hidden" name="nonce" value="${escapeHtml(nonce)}">
<fieldset>
<legend>Demo identity</legend>
${options}
</fieldset>
<p><button type="submit" name="decision" value="approve">${purpose.approve}</button>
<button type="submit" name="decision" value="decline">Decline</button></p>
<p><button type="submit" name="decision" value="error">Make the broker fail (server_error)</button></p>
</form>`;
    return c.html(page(`Sandbox ${brokers[attempt.broker]} e-ID: ${countryNames[country]}`, body));
  });

  eid.post('/:country', async (c) => {
    const country = c.req.param('country');
    if (!offersEid(country)) return problemPage(c, 404, noSuchCountry);
    const form = await c.req.parseBody().catch(() => null);
    const state = form?.['state'];
    const nonce = form?.['nonce'];
    const civicNumber = form?.['civicNumber'];
    const decision = form?.['decision'];
    if (!isToken(state) || !isToken(nonce)) {
      return problemPage(c, 400, 'No login to answer: start the login at the app.');
    }
    if (typeof civicNumber !== 'string' || !civicPattern.test(civicNumber)) {
      return problemPage(c, 400, 'Pick a demo identity.');
    }
    if (decision !== 'approve' && decision !== 'decline' && decision !== 'error') {
      return problemPage(c, 400, 'Approve or decline.');
    }
    const now = await clock.now();
    const attempt = await openAttempt(db, state, now);
    if (!attempt || attempt.country !== country) {
      return problemPage(
        c,
        400,
        'This login is unknown, already answered or expired: start again.',
      );
    }
    const answered = await answerAtBroker(
      db,
      { state, nonce, civicNumber, outcome: decision },
      now,
    );
    if (!answered) {
      return problemPage(
        c,
        400,
        'This login is unknown, already answered or expired: start again.',
      );
    }
    return c.redirect(answered.location, 303);
  });

  return eid;
}
