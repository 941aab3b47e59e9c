-- Auth extras: the e-ID broker simulator (Signicat / Criipto), two-factor challenges and the
-- income-verification (monthio) simulator. Every row belongs to a customer and goes with it.

-- One e-ID login at the broker: the state the provider gave it and the code it hands back.
-- Only hashes are kept, like every other token of the sandbox.
create table oidc_logins (
  state_hash text primary key,
  code_hash text not null,
  broker text not null check (broker in ('signicat', 'criipto')),
  -- The country whose login page the callback redirects to (never taken from the request).
  country text not null check (country in ('se', 'no', 'fi', 'dk')),
  -- The person the broker identified (as typed on the demo broker page).
  civic_number text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

create table twofactor_challenges (
  id uuid primary key,
  customer_id text not null references customers (id) on delete cascade,
  purpose text not null check (purpose in ('payment', 'bankAccount', 'email')),
  brand text,
  order_id text,
  channel text not null check (channel in ('sms', 'email')),
  destination text not null,
  -- sha256 of the 6-digit code; the code itself is only in the outbox message.
  code_hash text not null,
  attempts integer not null default 0 check (attempts >= 0),
  status text not null check (status in ('open', 'verified', 'spent')),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  ended_at timestamptz
);
create index twofactor_challenges_open on twofactor_challenges (customer_id) where status = 'open';

create table income_verifications (
  reference text primary key,
  customer_id text not null references customers (id) on delete cascade,
  brand text not null,
  order_id text not null,
  return_path text not null,
  created_at timestamptz not null,
  -- Pending until this sandbox time, then `outcome`.
  decided_at timestamptz not null,
  outcome text not null check (outcome in ('approved', 'rejected'))
);
create index income_verifications_customer on income_verifications (customer_id);
