-- When an invoice was paid: the moment its payments first covered its minimum amount to pay (for
-- a monthly invoice, the whole amount). The payment-free month counts an invoice as a punctual
-- payment only when it was paid on or before its due date (sandbox/actions/free-month.ts).
-- Invoices paid before this migration: when is unknown, so they stay null and do not count
-- (`npm run sandbox:seed` gives the personas their payment history).
alter table invoices add column paid_at timestamptz;
