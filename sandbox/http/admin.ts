import { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxClock } from '../clock.js';
import type { Database } from '../db/database.js';
import {
  MaintenanceSwitch,
  maintenanceState,
  switchMaintenance,
} from '../maintenance/maintenance.js';
import { ProblemError, problemTypes } from './problem.js';

/**
 * Sandbox-only routes under /sandbox, not part of the contract: the clock that tests and
 * previews move, and the mail outbox where e-mail login links land.
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
