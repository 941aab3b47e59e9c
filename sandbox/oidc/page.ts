import { Hono, type Context } from 'hono';
import type { CountryCode } from '../../generated/entities/types.js';
import type { SandboxClock } from '../clock.js';
import type { Database } from '../db/database.js';
import { appUrl } from '../http/links.js';
import { beginOidcLogin, type OidcBroker } from './broker.js';

/**
 * Sandbox-only routes under /sandbox/eid, not part of the contract: the demo e-ID broker
 * (Criipto or Signicat) for a person in a browser. `GET /sandbox/eid/{country}` lists the
 * country's demo personas (and someone who is no customer); the person picks one and approves
 * or declines. `POST /sandbox/eid/{country}` (form: civicNumber, decision approve|decline,
 * optional broker) does what the broker does at the end of an OIDC login: it sends the browser
 * (303) to the callback /oidc/signicat/redirect with `code` and `state`, or with
 * `error=access_denied` when declined; the callback then redirects to the country's login page
 * (with a one-time token, or the login state userCancel / idNotFound). Plain HTML, no script.
 *
 * The browser opens this page at the sandbox's own address, so its form posts to a path here; the
 * callback belongs to the app (the web server proxies /oidc/* to the sandbox, and the callback's
 * relative redirect to the login page then stays on the app). So the 303 goes to the callback at
 * the configured app origin (APP_ORIGIN, links.ts); without one, to the path on this address.
 */

const countries: readonly CountryCode[] = ['se', 'no', 'fi', 'dk'];
const countryNames: Record<CountryCode, string> = {
  se: 'Sweden',
  no: 'Norway',
  fi: 'Finland',
  dk: 'Denmark',
};
const brokers: Record<OidcBroker, string> = { criipto: 'Criipto', signicat: 'Signicat' };
const isCountry = (value: string | undefined): value is CountryCode =>
  (countries as readonly (string | undefined)[]).includes(value);
const isBroker = (value: unknown): value is OidcBroker =>
  typeof value === 'string' && Object.hasOwn(brokers, value);

/** Criipto runs the e-ID of Norway, Finland and Denmark; Signicat is offered in every country. */
const defaultBroker = (country: CountryCode): OidcBroker =>
  country === 'se' ? 'signicat' : 'criipto';

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
    const links = countries
      .map((cc) => `<li><a href="/sandbox/eid/${cc}">${escapeHtml(countryNames[cc])}</a></li>`)
      .join('\n');
    return c.html(
      page('Sandbox e-ID', `<p>Choose the country whose e-ID to use.</p>\n<ul>\n${links}\n</ul>`),
    );
  });

  eid.get('/:country', async (c) => {
    const country = c.req.param('country');
    if (!isCountry(country)) return problemPage(c, 404, 'No such country: use se, no, fi or dk.');
    const requested = c.req.query('broker');
    const broker = isBroker(requested) ? requested : defaultBroker(country);
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
    const brokerOptions = (Object.keys(brokers) as OidcBroker[])
      .map(
        (b) =>
          `<option value="${b}"${b === broker ? ' selected' : ''}>${escapeHtml(brokers[b])}</option>`,
      )
      .join('');
    const body = `<p>This is the sandbox's demo e-ID for ${escapeHtml(countryNames[country])}. Pick who
you are, then approve to log in, or decline to cancel the login.</p>
<form method="post" action="/sandbox/eid/${country}">
<p><label for="broker">e-ID broker</label>
<select id="broker" name="broker">${brokerOptions}</select></p>
<fieldset>
<legend>Demo identity</legend>
${options}
</fieldset>
<p><button type="submit" name="decision" value="approve">Approve and log in</button>
<button type="submit" name="decision" value="decline">Decline</button></p>
</form>`;
    return c.html(page(`Sandbox e-ID: ${countryNames[country]}`, body));
  });

  eid.post('/:country', async (c) => {
    const country = c.req.param('country');
    if (!isCountry(country)) return problemPage(c, 404, 'No such country: use se, no, fi or dk.');
    const form = await c.req.parseBody().catch(() => null);
    const civicNumber = form?.['civicNumber'];
    const decision = form?.['decision'];
    const broker = form?.['broker'] ?? defaultBroker(country);
    if (typeof civicNumber !== 'string' || !civicPattern.test(civicNumber)) {
      return problemPage(c, 400, 'Pick a demo identity.');
    }
    if (decision !== 'approve' && decision !== 'decline') {
      return problemPage(c, 400, 'Approve or decline.');
    }
    if (!isBroker(broker)) return problemPage(c, 400, 'Unknown e-ID broker.');
    const login = await beginOidcLogin(db, { broker, country, civicNumber }, await clock.now());
    const callback =
      decision === 'approve'
        ? login.callbackPath
        : `/oidc/signicat/redirect?${new URLSearchParams({ state: login.state, error: 'access_denied' }).toString()}`;
    return c.redirect(appOrigin === null ? callback : appUrl(appOrigin, callback).toString(), 303);
  });

  return eid;
}
