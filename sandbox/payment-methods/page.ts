import { Hono } from 'hono';
import type { SandboxClock } from '../clock.js';
import type { Database } from '../db/database.js';
import { appUrl, localPath } from '../http/links.js';
import { ProblemError } from '../http/problem.js';
import { fromMinor } from '../money.js';
import { finishSession, sessionByReference, type SessionRow } from './sessions.js';

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

const referencePattern = /^[A-Za-z0-9-]{1,64}$/;
const methodNames: Record<SessionRow['method'], string> = {
  trustly: 'Trustly',
  swish: 'Swish',
  vipps: 'Vipps',
  mobilepay: 'MobilePay',
  card: 'Card',
};

/**
 * The way back from the page, which the browser opens at the sandbox's own address: the return
 * path at the app's origin of the session's start (links.ts); a session stored before origins
 * were kept goes back to the path on this address, as before.
 */
function backToApp(row: SessionRow): string {
  return row.app_origin === null
    ? localPath(row.return_path)
    : appUrl(row.app_origin, row.return_path).toString();
}

/**
 * Sandbox-only routes under /sandbox/pay, not part of the contract: the simulated payment page a
 * startTrustly / startAdyen session redirects to. `GET /sandbox/pay/{reference}` shows the
 * session with Confirm and Decline buttons; `POST /sandbox/pay/{reference}/{confirm|decline}`
 * (form or JSON) finishes a pending session (409 otherwise).
 */
export function paymentPageRoutes(db: Database, clock: SandboxClock): Hono {
  const page = new Hono();

  const load = async (reference: string): Promise<SessionRow> => {
    const row = referencePattern.test(reference) ? await sessionByReference(db, reference) : null;
    if (!row) throw new ProblemError(404, 'Not Found', 'No such payment session.');
    return row;
  };

  page.get('/:reference', async (c) => {
    const row = await load(c.req.param('reference'));
    const ref = escapeHtml(row.reference);
    const buttons =
      row.status === 'pending'
        ? `<form method="post" action="/sandbox/pay/${ref}/confirm"><button type="submit">Confirm</button></form>
<form method="post" action="/sandbox/pay/${ref}/decline"><button type="submit">Decline</button></form>`
        : `<p>Status: <strong>${escapeHtml(row.status)}</strong>. <a href="${escapeHtml(backToApp(row))}">Back to the app</a></p>`;
    return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sandbox ${escapeHtml(methodNames[row.method])}</title>
<style>body{font-family:sans-serif;margin:2rem}form{display:inline;margin-right:1rem}</style>
</head><body>
<h1>Sandbox ${escapeHtml(methodNames[row.method])}</h1>
<p>Pay <strong>${escapeHtml(fromMinor(row.amount_minor).toFixed(2))}</strong> for ${escapeHtml(row.target_kind)} ${escapeHtml(row.target_id)} at ${escapeHtml(row.brand)}.</p>
<p>Reference <code>${ref}</code></p>
${buttons}
</body></html>`);
  });

  page.post('/:reference/:decision', async (c) => {
    const decision = c.req.param('decision');
    if (decision !== 'confirm' && decision !== 'decline') {
      throw new ProblemError(404, 'Not Found', 'No such payment action.');
    }
    const row = await load(c.req.param('reference'));
    const done = await finishSession(db, row.reference, decision, await clock.now());
    if (!done) throw new ProblemError(409, 'Conflict', 'The payment session is not pending.');
    const isForm = /form-urlencoded|multipart\/form-data/.test(c.req.header('content-type') ?? '');
    if (isForm) return c.redirect(`/sandbox/pay/${done.reference}`, 303);
    return c.json({ reference: done.reference, status: done.status, paymentId: done.payment_id });
  });

  return page;
}
