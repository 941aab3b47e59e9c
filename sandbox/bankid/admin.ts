import { Hono } from 'hono';
import type { SandboxClock } from '../clock.js';
import type { Database } from '../db/database.js';
import { ProblemError } from '../http/problem.js';
import {
  adminActionTable,
  adminActions,
  applyAction,
  errorCodeOf,
  isAdminAction,
  loginStateOf,
  pendingHint,
  pendingOrders,
  swedishCustomers,
  type AdminAction,
  type AdminActionSpec,
  type BankIdOrderRow,
} from './orders.js';

/** Skatteverket's test person (valid Luhn), who is no customer: approving as them gives idNotFound. */
export const notACustomerCivic = '191212121212';

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const groupLabels: Record<AdminActionSpec['group'], string> = {
  progress: 'The person',
  person: 'The person ends it',
  bankid: 'BankID ends it',
  provider: "BankID's API fails",
};

/**
 * Sandbox-only routes under /sandbox/bankid, not part of the contract: the simulated BankID app.
 * `GET /sandbox/bankid` is the page where the persona approves, declines or fails pending orders;
 * `POST /sandbox/bankid/{orderRef}/{action}` (every action of adminActionTable in orders.ts) does
 * the same for tests and scripts. The page is opened at the sandbox's own address, so its forms
 * and redirects are paths on it. Besides the actions: expiry also by the clock, the RP's cancel
 * (bankIdCancelled) by cancelBankId, alreadyInProgress for the earlier order by a second start for
 * the same person (docs/sandbox.md has the table of login states).
 */
export function bankIdAdminRoutes(db: Database, clock: SandboxClock): Hono {
  const admin = new Hono();

  admin.get('/', async (c) => {
    const now = await clock.now();
    const [orders, customers] = await Promise.all([pendingOrders(db, now), swedishCustomers(db)]);
    const personOptions = [
      ...customers.map(
        (p) =>
          `<option value="${escapeHtml(p.civic_number)}">${escapeHtml(p.name)} (${escapeHtml(p.civic_number)})</option>`,
      ),
      `<option value="${notACustomerCivic}">Not a customer (${notACustomerCivic}) - idNotFound</option>`,
    ].join('');
    const rows = orders.map((o) => orderRow(o, now, personOptions)).join('\n');
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sandbox BankID</title>
<style>body{font-family:sans-serif;margin:2rem}td,th{border:1px solid #ccc;padding:.4rem;vertical-align:top}table{border-collapse:collapse}form{display:inline}</style>
</head><body>
<h1>Sandbox BankID</h1>
<p>Pending orders (sandbox time ${escapeHtml(now.toISOString())}). Orders expire 3 minutes after start.</p>
${
  orders.length === 0
    ? '<p>No pending orders.</p>'
    : `<table><thead><tr><th>Order</th><th>Person</th><th>Device</th><th>Hint</th><th>Started</th><th>Actions</th></tr></thead><tbody>
${rows}
</tbody></table>`
}
</body></html>`;
    return c.html(html);
  });

  admin.post('/:orderRef/:action', async (c) => {
    const orderRef = c.req.param('orderRef');
    const action = c.req.param('action');
    if (!uuidPattern.test(orderRef) || !isAdminAction(action)) {
      throw new ProblemError(404, 'Not Found', 'No such BankID order or action.');
    }
    const type = c.req.header('content-type') ?? '';
    const isForm = /form-urlencoded|multipart\/form-data/.test(type);
    let civic: string | null = null;
    if (isForm) {
      const form = await c.req.parseBody();
      civic = typeof form['civicNumber'] === 'string' ? form['civicNumber'] : null;
    } else if (/json/.test(type)) {
      const json: unknown = await c.req.json().catch(() => null);
      if (json && typeof json === 'object' && 'civicNumber' in json) {
        civic = typeof json.civicNumber === 'string' ? json.civicNumber : null;
      }
    }
    const now = await clock.now();
    const row = await applyAction(db, orderRef, action, now, civic);
    if (!row) {
      throw new ProblemError(409, 'Conflict', 'The order is unknown or no longer pending.');
    }
    if (isForm) return c.redirect('/sandbox/bankid', 303);
    return c.json({
      orderRef: row.order_ref,
      status: row.status,
      hintCode: row.status === 'pending' ? pendingHint(row, now) : row.hint_code,
      errorCode: errorCodeOf(row),
      loginState: row.status === 'failed' ? (loginStateOf(row) ?? null) : null,
    });
  });

  return admin;
}

function orderRow(o: BankIdOrderRow, now: Date, personOptions: string): string {
  const ref = escapeHtml(o.order_ref);
  const button = (action: AdminAction, extra = '') =>
    `<form method="post" action="/sandbox/bankid/${ref}/${action}">${extra}<button type="submit">${escapeHtml(adminActionTable[action].label)}</button></form>`;
  const approveExtra =
    o.civic_number === null ? `<select name="civicNumber">${personOptions}</select>` : '';
  const age = Math.floor((now.getTime() - o.started_at.getTime()) / 1000);
  return `<tr><td><code>${ref}</code>${o.demo ? ' (demo)' : ''}</td><td>${escapeHtml(o.civic_number ?? 'chosen in the app')}</td><td>${o.same_device ? 'same device' : 'QR, other device'}</td><td>${escapeHtml(pendingHint(o, now))}</td><td>${age} s ago</td><td>${actionCell(button, approveExtra)}</td></tr>`;
}

/** The action buttons, one line per group (the person's steps first). */
function actionCell(
  button: (action: AdminAction, extra?: string) => string,
  approveExtra: string,
): string {
  return (Object.keys(groupLabels) as AdminActionSpec['group'][])
    .map((group) => {
      const buttons = adminActions
        .filter((a) => adminActionTable[a].group === group)
        .map((a) => button(a, a === 'approve' ? approveExtra : ''))
        .join(' ');
      return `<div><strong>${escapeHtml(groupLabels[group])}:</strong> ${buttons}</div>`;
    })
    .join('\n');
}
