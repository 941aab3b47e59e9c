import { Hono } from 'hono';
import type { SandboxClock } from '../clock.js';
import type { Database } from '../db/database.js';
import { ProblemError } from '../http/problem.js';
import { customerCountry } from '../texts/customer-text.js';
import { paymentPageHtml } from './page-html.js';
import { returnUrl } from './return-url.js';
import {
  finishSession,
  sessionByReference,
  type SessionDecision,
  type SessionRow,
} from './sessions.js';

const referencePattern = /^[A-Za-z0-9-]{1,64}$/;
const decisions: readonly string[] = ['confirm', 'decline', 'cancel'] satisfies SessionDecision[];
const isDecision = (value: string): value is SessionDecision => decisions.includes(value);

/**
 * Sandbox-only routes under /sandbox/pay, not part of the contract: the simulated provider page a
 * startTrustly / startAdyen session redirects to (page-html.ts). `GET /sandbox/pay/{reference}`
 * shows the session with its three answers; `POST /sandbox/pay/{reference}/{confirm|decline|
 * cancel}` finishes a pending session. Posted as a form (the page), it answers as a provider does:
 * 303 straight back to the app's return path with `ref=<reference>` (return-url.ts). Posted as
 * JSON (tests, scripts), it answers the session as JSON. A session that is no longer pending
 * answers 409: a form gets the page with the outcome and the way back, JSON a problem.
 */
export function paymentPageRoutes(db: Database, clock: SandboxClock): Hono {
  const page = new Hono();

  const load = async (reference: string): Promise<SessionRow> => {
    const row = referencePattern.test(reference) ? await sessionByReference(db, reference) : null;
    if (!row) throw new ProblemError(404, 'Not Found', 'No such payment session.');
    return row;
  };
  const render = async (row: SessionRow): Promise<string> =>
    paymentPageHtml(row, await customerCountry(db, row.customer_id));

  page.get('/:reference', async (c) => c.html(await render(await load(c.req.param('reference')))));

  page.post('/:reference/:decision', async (c) => {
    const decision = c.req.param('decision');
    if (!isDecision(decision)) throw new ProblemError(404, 'Not Found', 'No such payment action.');
    const row = await load(c.req.param('reference'));
    const isForm = /form-urlencoded|multipart\/form-data/.test(c.req.header('content-type') ?? '');
    const done = await finishSession(db, row.reference, decision, await clock.now());
    if (done) {
      if (isForm) return c.redirect(returnUrl(done), 303);
      return c.json({ reference: done.reference, status: done.status, paymentId: done.payment_id });
    }
    if (!isForm) throw new ProblemError(409, 'Conflict', 'The payment session is not pending.');
    // Posted again (a double click, or back and resubmit): the outcome as it stands, and the way back.
    return c.html(await render(await load(row.reference)), 409);
  });

  return page;
}
