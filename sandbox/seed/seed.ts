import type { Database, Queryable } from '../db/database.js';
import { personas, type Persona } from './personas.js';

/** Tables with customer data, children first, emptied by a reset. */
const customerTables = [
  'client_log',
  'idempotency_keys',
  'mail_outbox',
  'login_tokens',
  'sessions',
  'customer_emails',
  'customers',
];

async function insertPersona(tx: Queryable, p: Persona): Promise<void> {
  await tx.query(
    `insert into customers (id, civic_number, country, first_name, name, customer_number,
       brand_customer_id, bank_account, bank, persona)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      p.id,
      p.civicNumber,
      p.country,
      p.firstName,
      p.name,
      p.customerNumber,
      `nordpay-${p.customerNumber}`,
      p.bankAccount ?? null,
      p.bank ?? null,
      p.shows,
    ],
  );
  for (const email of p.emails) {
    await tx.query(
      'insert into customer_emails (customer_id, email, is_primary) values ($1, $2, $3)',
      [p.id, email.value, email.primary],
    );
  }
}

/** Replaces all customer data with the personas, and puts the sandbox clock back to real time. */
export async function seed(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.exec(`delete from ${customerTables.join('; delete from ')}`);
    await tx.query('update sandbox_clock set offset_ms = 0 where id');
    for (const persona of personas) await insertPersona(tx, persona);
  });
}

/** Seeds only a database without customers (first start). Answers whether it seeded. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const { rows } = await db.query('select 1 from customers limit 1');
  if (rows.length > 0) return false;
  await seed(db);
  return true;
}
