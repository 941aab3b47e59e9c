import { Hono } from 'hono';
import { countryLocale, type CountryCode } from '../../generated/countries/index.js';
import { formatMoney } from '../../generated/countries/format.js';
import type { SandboxClock } from '../clock.js';
import type { Database } from '../db/database.js';
import { ProblemError } from '../http/problem.js';
import { fromMinor } from '../money.js';
import { sandboxText, type SandboxTextKey } from '../texts/catalogue.js';
import {
  applicationByReference,
  applicationReturnUrl,
  decideApplication,
  type ApplicationDecision,
  type ApplicationRow,
} from './applications.js';

const referencePattern = /^[A-Za-z0-9-]{1,64}$/;
const decisions: readonly string[] = ['submit', 'cancel'] satisfies ApplicationDecision[];
const isDecision = (value: string): value is ApplicationDecision => decisions.includes(value);

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

/** The pay page's look (payment-methods/page-html.ts): one phone-first column, 48 px buttons. */
const style = `*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:1rem;line-height:1.5;color:#1b1b1f;background:#f1f2f4}
header{background:#fff3c4;color:#3b2f00;border-bottom:2px solid #8a6d00;padding:.75rem 1rem}
header p{margin:0 auto;max-width:32rem;font-weight:600}
main{width:min(32rem,calc(100% - 2rem));margin:1.5rem auto;padding:1.5rem 1rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 3px rgb(0 0 0 / 15%)}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 1rem}
dl{margin:0 0 1.5rem}
dl div{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:0 1rem;padding:.5rem 0;border-bottom:1px solid #d6d7dc}
dt{color:#45464f}
dd{margin:0;font-weight:600;text-align:right;overflow-wrap:anywhere}
form{display:flex;flex-direction:column;gap:.75rem}
button,.back{display:block;width:100%;min-height:48px;padding:.625rem 1rem;font:inherit;font-weight:600;text-align:center;text-decoration:none;border:2px solid #1d3b8f;border-radius:.5rem;cursor:pointer}
.submit,.back{background:#1d3b8f;color:#fff}
.cancel{background:#fff;color:#1d3b8f}
button:hover{text-decoration:underline}
button:focus-visible,a:focus-visible{outline:3px solid #000;outline-offset:3px}`;

interface Applicant {
  readonly name: string;
  readonly civicNumber: string;
}

/**
 * The credit partner's application page, in the language of the customer's country: who applies
 * (filled in from the customer's record), the offer applied for, then send or cancel; once
 * decided, its state and the way back. It says on top that it is the sandbox's simulator.
 */
export function applicationPageHtml(row: ApplicationRow, applicant: Applicant): string {
  const country: CountryCode = row.country;
  const text = (key: SandboxTextKey, values = {}) => escapeHtml(sandboxText(country, key, values));
  const money = (minor: bigint) => escapeHtml(formatMoney(fromMinor(BigInt(minor)), country));
  const percent = (value: string) =>
    escapeHtml(`${Number(value).toLocaleString(countryLocale[country])} %`);
  const action = (decision: ApplicationDecision) =>
    escapeHtml(`/sandbox/loan/${encodeURIComponent(row.reference)}/${decision}`);
  const fact = (label: string, value: string) => `<div><dt>${label}</dt><dd>${value}</dd></div>`;
  const answer =
    row.status === 'pending'
      ? `<p>${text('loanPage.choose')}</p>
<form method="post" action="${action('submit')}">
<button type="submit" class="submit">${text('loanPage.submit')}</button>
<button type="submit" class="cancel" formaction="${action('cancel')}">${text('loanPage.cancel')}</button>
</form>`
      : `<p role="status"><strong>${text(`loanPage.status.${row.status}`)}</strong></p>
<p><a class="back" href="${escapeHtml(applicationReturnUrl(row))}">${text('loanPage.back')}</a></p>`;
  const title = text('loanPage.title');
  return `<!doctype html>
<html lang="${countryLocale[country]}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${title}</title>
<style>${style}</style>
</head><body>
<header><p>${text('loanPage.simulator')}</p></header>
<main>
<h1>${title}</h1>
<dl>
${fact(text('loanPage.applicant'), escapeHtml(applicant.name))}
${fact(text('loanPage.civicNumber'), escapeHtml(applicant.civicNumber))}
${fact(text('loanPage.amount'), money(row.amount_minor))}
${fact(text('loanPage.term'), text('loanPage.years', { years: row.years }))}
${fact(text('loanPage.nominalRate'), percent(row.nominal_rate))}
${fact(text('loanPage.effectiveRate'), percent(row.effective_rate))}
${fact(text('loanPage.monthly'), money(row.monthly_amount_minor))}
${fact(text('loanPage.total'), money(row.total_repayment_minor))}
</dl>
${answer}
</main></body></html>`;
}

/**
 * Sandbox-only routes under /sandbox/loan, not part of the contract: the credit partner's
 * application page startLoanApplication's redirectUrl opens. `GET /sandbox/loan/{reference}`
 * shows it; `POST /sandbox/loan/{reference}/{submit|cancel}` decides a pending application.
 * Posted as a form (the page), it answers as the partner does: 303 back to the app's return path
 * with `application=<reference>`. Posted as JSON (tests, scripts), it answers the state as JSON.
 * An application no longer pending answers 409: a form gets the page with its state and the way
 * back, JSON a problem.
 */
export function applicationPageRoutes(db: Database, clock: SandboxClock): Hono {
  const page = new Hono();

  const load = async (reference: string): Promise<ApplicationRow> => {
    const row = referencePattern.test(reference)
      ? await applicationByReference(db, reference)
      : null;
    if (!row) throw new ProblemError(404, 'Not Found', 'No such loan application.');
    return row;
  };
  const render = async (row: ApplicationRow): Promise<string> => {
    const { rows } = await db.query<{ name: string; civic_number: string }>(
      'select name, civic_number from customers where id = $1',
      [row.customer_id],
    );
    const customer = rows[0];
    if (!customer) throw new ProblemError(404, 'Not Found', 'No such loan application.');
    return applicationPageHtml(row, { name: customer.name, civicNumber: customer.civic_number });
  };

  page.get('/:reference', async (c) => c.html(await render(await load(c.req.param('reference')))));

  page.post('/:reference/:decision', async (c) => {
    const decision = c.req.param('decision');
    if (!isDecision(decision)) throw new ProblemError(404, 'Not Found', 'No such answer.');
    const row = await load(c.req.param('reference'));
    const isForm = /form-urlencoded|multipart\/form-data/.test(c.req.header('content-type') ?? '');
    const done = await decideApplication(db, row.reference, decision, await clock.now());
    if (done) {
      if (isForm) return c.redirect(applicationReturnUrl(done), 303);
      return c.json({ reference: done.reference, status: done.status });
    }
    if (!isForm) throw new ProblemError(409, 'Conflict', 'The application is not pending.');
    return c.html(await render(await load(row.reference)), 409);
  });

  return page;
}
