-- The BankID simulator: one row per order (startBankId / startBankIdDemo). The QR start secret
-- lives only here; answers carry the QR string computed from it, never the secret itself.
create table bankid_orders (
  order_ref uuid primary key,
  auto_start_token uuid not null unique,
  qr_start_token uuid not null unique,
  qr_start_secret text not null,
  demo boolean not null,
  same_device boolean not null,
  -- 12 digits without dash; null when the person is chosen on the device (QR or app without it).
  civic_number text check (civic_number ~ '^[0-9]{12}$'),
  status text not null check (status in ('pending', 'complete', 'failed')),
  -- How far a pending order got: not yet picked up, started in the app, user signing.
  stage text not null default 'outstanding'
    check (stage in ('outstanding', 'started', 'userSign')),
  -- BankID's hint code of a failed order (null for a failure outside BankID, see login_state).
  hint_code text,
  -- The login state of a failure that has no BankID hint (idNotFound: no customer for the person).
  login_state text,
  customer_id text references customers (id) on delete cascade,
  -- When collect handed out the one-time login token (only its hash is kept, in login_tokens).
  token_issued_at timestamptz,
  started_at timestamptz not null,
  ended_at timestamptz
);
-- BankID runs one order per person at a time.
create unique index bankid_orders_one_pending on bankid_orders (civic_number)
  where status = 'pending' and civic_number is not null;
create index bankid_orders_pending on bankid_orders (started_at) where status = 'pending';
