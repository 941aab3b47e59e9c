import { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxClock } from '../clock.js';
import { registerReturn } from '../actions/register-return.js';
import type { Database } from '../db/database.js';
import {
  MaintenanceSwitch,
  maintenanceState,
  switchMaintenance,
} from '../maintenance/maintenance.js';
import { ProblemError, problemTypes } from './problem.js';

/**
 * Sandbox-only routes under /sandbox, not part of the contract: the clock that tests and
 * previews move, the mail outbox where e-mail login links land, and what a brand does on its side
 * (registering a return).
 */
const ClockChange = z.union([
  z.strictObject({ now: z.iso.datetime({ offset: true }) }),
  z.strictObject({
    advanceMs: z
      .int()
      .min(-366 * 24 * 3600 * 1000)
      .max(10 * 366 * 24 * 3600 * 1000),
  }),
  z.strictObject({ reset: z.literal(true) }),
]);

const ReturnRegistration = z.strictObject({
  lines: z
    .array(z.strictObject({ sku: z.string().min(1).max(64), quantity: z.int().min(1).max(10_000) }))
    .max(200)
    .optional(),
});

export function adminRoutes(db: Database, clock: SandboxClock): Hono {
  const admin = new Hono();

  admin.get('/clock', async (c) => {
    const now = await clock.now();
    return c.json({ now: now.toISOString(), offsetMs: now.getTime() - Date.now() });
  });

  admin.put('/clock', async (c) => {
    const parsed = ClockChange.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) {
      throw new ProblemError(
        400,
        'Bad Request',
        'Send { now }, { advanceMs } or { reset: true }.',
        {
          type: problemTypes.validation,
          errors: [{ field: 'body', messageId: 'validation.clockChange' }],
        },
      );
    }
    const change = parsed.data;
    const now =
      'now' in change
        ? await clock.set(new Date(change.now))
        : 'advanceMs' in change
          ? await clock.advance(change.advanceMs)
          : await clock.reset();
    return c.json({ now: now.toISOString(), offsetMs: now.getTime() - Date.now() });
  });

  admin.get('/outbox', async (c) => {
    const to = c.req.query('to');
    const { rows } = await db.query<{
      id: bigint;
      to_address: string;
      subject: string;
      body: string;
      link: string | null;
      created_at: Date;
    }>(
      `select id, to_address, subject, body, link, created_at from mail_outbox
        where $1::text is null or lower(to_address) = lower($1::text)
        order by id desc limit 100`,
      [to ?? null],
    );
    return c.json({
      messages: rows.map((r) => ({
        id: Number(r.id),
        to: r.to_address,
        subject: r.subject,
        body: r.body,
        link: r.link,
        createdAt: r.created_at.toISOString(),
      })),
    });
  });

  // The brand has the goods of a purchase paused for a return: its updated invoice
  // (actions/register-return.ts). Without lines, everything left on the purchase came back.
  admin.post('/returns/:brand/:orderId', async (c) => {
    const parsed = ReturnRegistration.safeParse(await c.req.json().catch(() => ({})));
    if (!parsed.success) {
      throw new ProblemError(400, 'Bad Request', 'Send { lines?: [{ sku, quantity }] }.', {
        type: problemTypes.validation,
        errors: [{ field: 'lines', messageId: 'validation.returnRegistration' }],
      });
    }
    const { brand, orderId } = c.req.param();
    const now = await clock.now();
    return c.json(
      await db.transaction((tx) => registerReturn(tx, brand, orderId, parsed.data.lines, now)),
    );
  });

  admin.get('/maintenance', async (c) => c.json(await maintenanceState(db)));

  admin.put('/maintenance', async (c) => {
    const parsed = MaintenanceSwitch.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) {
      throw new ProblemError(400, 'Bad Request', 'Send { on: boolean, title?, message? }.', {
        type: problemTypes.validation,
        errors: parsed.error.issues.map((i) => ({
          field: i.path.map(String).join('.') || 'body',
          messageId: 'validation.maintenanceSwitch',
          detail: i.message,
        })),
      });
    }
    return c.json(await switchMaintenance(db, parsed.data, await clock.now()));
  });

  return admin;
}
