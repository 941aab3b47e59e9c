import { z } from 'zod';
import type { Queryable } from '../db/database.js';

/** The id of the one switchable maintenance message (a global user message, core §4 Messages). */
export const maintenanceMessageId = 'sandbox-maintenance';

export const MaintenanceSwitch = z.strictObject({
  on: z.boolean(),
  title: z.string().trim().min(1).max(200).optional(),
  message: z.string().trim().min(1).max(2000).optional(),
});
export type MaintenanceSwitch = z.infer<typeof MaintenanceSwitch>;

export interface MaintenanceState {
  readonly on: boolean;
  readonly title?: string;
  readonly message?: string;
  readonly startDate?: string;
}

const defaults = {
  title: 'Planned maintenance',
  message: 'Some services may be unavailable for a while. We apologise for the inconvenience.',
};

/** Whether the maintenance message is on, and what it says. */
export async function maintenanceState(db: Queryable): Promise<MaintenanceState> {
  const { rows } = await db.query<{ title: string; message: string; start_date: Date }>(
    'select title, message, start_date from user_messages where id = $1',
    [maintenanceMessageId],
  );
  const row = rows[0];
  return row
    ? { on: true, title: row.title, message: row.message, startDate: row.start_date.toISOString() }
    : { on: false };
}

/**
 * Switches the Maintenance-type global message on (inserted, or its texts replaced, shown from
 * `now` by the sandbox clock to every country) or off (removed). Idempotent either way.
 */
export async function switchMaintenance(
  db: Queryable,
  change: MaintenanceSwitch,
  now: Date,
): Promise<MaintenanceState> {
  if (!change.on) {
    await db.query('delete from user_messages where id = $1', [maintenanceMessageId]);
    return { on: false };
  }
  await db.query(
    `insert into user_messages (id, scope, message_type, title, message, start_date)
       values ($1, 'global', 'Maintenance', $2, $3, $4)
     on conflict (id) do update set title = excluded.title, message = excluded.message`,
    [maintenanceMessageId, change.title ?? defaults.title, change.message ?? defaults.message, now],
  );
  return maintenanceState(db);
}
