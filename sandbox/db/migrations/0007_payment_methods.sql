-- Simulated payment methods (Trustly, Swish, Vipps, MobilePay, card): one row per session the
-- customer starts. The sandbox page /sandbox/pay/{reference} confirms (the payment is applied
-- through makePayment, payment_id names its payments_ledger row) or declines it.
create table payment_sessions (
  reference text primary key,
  customer_id text not null references customers (id) on delete cascade,
  method text not null check (method in ('trustly', 'swish', 'vipps', 'mobilepay', 'card')),
  -- Trustly's method name (FOURTEEN_DAY_INVOICE, ACCOUNT, INVOICE); null for the others.
  trustly_type text,
  target_kind text not null check (target_kind in ('order', 'invoice')),
  brand text not null,
  target_id text not null,
  amount_minor bigint not null check (amount_minor > 0),
  return_path text not null,
  status text not null default 'pending'
    check (status in ('pending', 'completed', 'failed', 'cancelled')),
  payment_id text,
  created_at timestamptz not null,
  finished_at timestamptz
);
create index payment_sessions_customer on payment_sessions (customer_id);
