import { brandBySlug, isBrandSlug } from '../../generated/brands.js';
import { countryLocale, type CountryCode } from '../../generated/countries/index.js';
import { formatDate, formatMoney } from '../../generated/countries/format.js';
import { fromMinor } from '../money.js';
import { sandboxText, type SandboxTextKey } from '../texts/catalogue.js';
import { returnUrl } from './return-url.js';
import type { SessionDecision, SessionRow } from './sessions.js';

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

/** The methods by their own names; a card is named in the customer's language. */
const methodNames: Record<Exclude<SessionRow['method'], 'card'>, string> = {
  trustly: 'Trustly',
  swish: 'Swish',
  vipps: 'Vipps',
  mobilepay: 'MobilePay',
};

const invoiceDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A phone-first page: one column as wide as the screen up to 32rem, buttons a full row high
 * (48 px targets), and a thick focus ring outside every control. The sandbox sets no
 * Content-Security-Policy, so the page can carry its style inline; it has no script.
 */
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
.amount{font-size:1.25rem}
form{display:flex;flex-direction:column;gap:.75rem}
button,.back{display:block;width:100%;min-height:48px;padding:.625rem 1rem;font:inherit;font-weight:600;text-align:center;text-decoration:none;border:2px solid #1d3b8f;border-radius:.5rem;cursor:pointer}
.confirm,.back{background:#1d3b8f;color:#fff}
.decline{background:#fff;color:#9b1c1c;border-color:#9b1c1c}
.cancel{background:#fff;color:#1d3b8f}
button:hover{text-decoration:underline}
button:focus-visible,a:focus-visible{outline:3px solid #000;outline-offset:3px}`;

/**
 * The simulated provider page of a session, in the language of the customer's country: what is
 * paid, how much (in the country's money format) and by which method, then either the three
 * answers of a pending session (one form, each button posting to its own route) or, once it is finished, its
 * outcome and the way back to the app. It says on top that it is the sandbox's simulator.
 */
export function paymentPageHtml(row: SessionRow, country: CountryCode): string {
  const text = (key: SandboxTextKey, values = {}) => escapeHtml(sandboxText(country, key, values));
  const brand = isBrandSlug(row.brand) ? brandBySlug(row.brand).name : row.brand;
  const method =
    row.method === 'card' ? sandboxText(country, 'payPage.card') : methodNames[row.method];
  const date = invoiceDate.exec(row.target_id);
  const paysFor =
    row.target_kind === 'order' || !date
      ? text('payPage.order', { id: row.target_id, brand })
      : text('payPage.invoice', {
          date: formatDate(
            new Date(Number(date[1]), Number(date[2]) - 1, Number(date[3])),
            'long',
            country,
          ),
          brand,
        });
  const action = (decision: SessionDecision) =>
    escapeHtml(`/sandbox/pay/${encodeURIComponent(row.reference)}/${decision}`);
  const answer =
    row.status === 'pending'
      ? `<p>${text('payPage.choose')}</p>
<form method="post" action="${action('confirm')}">
<button type="submit" class="confirm">${text('payPage.confirm')}</button>
<button type="submit" class="decline" formaction="${action('decline')}">${text('payPage.decline')}</button>
<button type="submit" class="cancel" formaction="${action('cancel')}">${text('payPage.cancel')}</button>
</form>`
      : `<p role="status"><strong>${text(`payPage.status.${row.status}`)}</strong></p>
<p><a class="back" href="${escapeHtml(returnUrl(row))}">${text('payPage.back', { brand })}</a></p>`;
  const title = sandboxText(country, 'payPage.title');
  return `<!doctype html>
<html lang="${countryLocale[country]}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(`${title}: ${method} – ${brand}`)}</title>
<style>${style}</style>
</head><body>
<header><p>${text('payPage.simulator')}</p></header>
<main>
<h1>${escapeHtml(`${title}: ${method}`)}</h1>
<dl>
<div><dt>${text('payPage.method')}</dt><dd>${escapeHtml(method)}</dd></div>
<div><dt>${text('payPage.amount')}</dt><dd class="amount">${escapeHtml(formatMoney(fromMinor(row.amount_minor), country))}</dd></div>
<div><dt>${text('payPage.paysFor')}</dt><dd>${paysFor}</dd></div>
<div><dt>${text('payPage.reference')}</dt><dd><code>${escapeHtml(row.reference)}</code></dd></div>
</dl>
${answer}
</main></body></html>`;
}
