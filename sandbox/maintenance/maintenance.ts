import { z } from 'zod';
import { countryCodes, defaultCountry } from '../../generated/countries/index.js';
import type { Queryable } from '../db/database.js';
import { sandboxText } from '../texts/catalogue.js';

/**
 * The switchable maintenance message (a global user message, core §4 Messages): one row per
 * country, `sandbox-maintenance-{country}`, so each country variant reads it in its own language.
 */
export const maintenanceMessageId = 'sandbox-maintenance';

export const MaintenanceSwitch = z.strictObject({
  on: z.boolean(),
  title: z.string().trim().min(1).max(200).optional(),
  message: z.string().trim().min(1).max(2000).optional(),
});
export type MaintenanceSwitch = z.infer<typeof MaintenanceSwitch>;

export interface MaintenanceState {
  readonly on: boolean;
  /** As the default country (Sweden) reads it. */
  readonly title?: string;
  readonly message?: string;
  readonly startDate?: string;
}

/** Every row of it, also the single all-country row of sandboxes from before the per-country rows. */
const allRows = `id = $1 or id like $1 || '-%'`;

/** Whether the maintenance message is on, and what it says. */
export async function maintenanceState(db: Queryable): Promise<MaintenanceState> {
  const { rows } = await db.query<{ title: string; message: string; start_date: Date }>(
    `select title, message, start_date from user_messages where ${allRows}
      order by (country = $2) desc nulls last limit 1`,
    [maintenanceMessageId, defaultCountry],
  );
  const row = rows[0];
  return row
    ? { on: true, title: row.title, message: row.message, startDate: row.start_date.toISOString() }
    : { on: false };
}

/**
 * Switches the Maintenance-type global message on (shown from `now` by the sandbox clock to every
 * country: the texts given, else each country's default in its language) or off (removed).
 * Idempotent either way; switching on again replaces the texts.
 */
export async function switchMaintenance(
  db: Queryable,
  change: MaintenanceSwitch,
  now: Date,
): Promise<MaintenanceState> {
  const { rows } = await db.query<{ start_date: Date }>(
    `select start_date from user_messages where ${allRows} limit 1`,
    [maintenanceMessageId],
  );
  await db.query(`delete from user_messages where ${allRows}`, [maintenanceMessageId]);
  if (!change.on) return { on: false };
  // Already on: it keeps the moment it started.
  const started = rows[0]?.start_date ?? now;
  for (const country of countryCodes) {
    await db.query(
      `insert into user_messages (id, scope, country, message_type, title, message, start_date)
         values ($1, 'global', $2, 'Maintenance', $3, $4, $5)`,
      [
        `${maintenanceMessageId}-${country}`,
        country,
        change.title ?? sandboxText(country, 'maintenance.title'),
        change.message ?? sandboxText(country, 'maintenance.message'),
        started,
      ],
    );
  }
  return maintenanceState(db);
}
