-- Actions (issue 3, Behaviour: Actions): the payments ledger and the pending resolutions the
-- sandbox clock settles lazily on read. Money is bigint minor units.

create table payments_ledger (
  id uuid primary key,
  customer_id text not null references customers (id) on delete cascade,
  target_kind text not null check (target_kind in ('order', 'invoice')),
  brand text not null,
  target_id text not null,
  amount_minor bigint not null check (amount_minor > 0),
  status text not null check (status in ('processing', 'scheduled')),
  execution_date date not null,
  created_at timestamptz not null
);
create index payments_ledger_customer on payments_ledger (customer_id);

-- A cancelled automatic payment (904) resolves to `resolved_status` once the clock passes resolve_at.
alter table invoice_accounts
  add column status_before_schedule integer,
  add column cancel_resolves_at timestamptz;
alter table orders
  add column web_before_schedule integer,
  add column cancel_resolves_at timestamptz;

-- A purchase's due date can be postponed once (snooze); how many days it was moved, and the fee.
alter table orders
  add column snoozed_days integer,
  add column snooze_fee_minor bigint;

-- A confirmed refund is PENDING from refund_requested_at until the sandbox clock passes the
-- payout delay, then CREATED.
alter table invoice_accounts add column refund_requested_at timestamptz;
alter table orders add column refund_requested_at timestamptz;

-- Payment-free months used, one per invoice (the country's earning rules count these).
create table payment_free_months (
  account_number text not null references invoice_accounts (account_number) on delete cascade,
  invoice_date date not null,
  used_at timestamptz not null,
  fee_minor bigint not null check (fee_minor >= 0),
  primary key (account_number, invoice_date)
);
