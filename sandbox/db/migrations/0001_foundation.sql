-- The sandbox foundation: customers, sessions, one-time login tokens, the mail outbox, the client
-- log, idempotency records and the sandbox clock. Plain PostgreSQL that PGlite runs unchanged.
-- Money columns (later migrations) are bigint minor units; never float.

create table sandbox_clock (
  -- One row: the sandbox clock is real time plus this offset.
  id boolean primary key default true check (id),
  offset_ms bigint not null default 0
);
insert into sandbox_clock (id, offset_ms) values (true, 0);

create table customers (
  id text primary key,
  civic_number text not null unique,
  country text not null check (country in ('se', 'no', 'fi', 'dk')),
  first_name text not null,
  name text not null,
  customer_number text not null unique,
  -- The brand-prefixed customer id (User.nordpayId).
  brand_customer_id text not null unique,
  account text,
  mandate_status text,
  bank_account text,
  bank text,
  persona text not null default ''
);

create table customer_emails (
  customer_id text not null references customers (id) on delete cascade,
  email text not null,
  is_primary boolean not null default false,
  created_at timestamptz not null default now(),
  primary key (customer_id, email)
);
-- Login by e-mail finds the customer by address, case-insensitively.
create index customer_emails_lower_email on customer_emails (lower(email));
-- At most one primary address per customer.
create unique index customer_emails_one_primary on customer_emails (customer_id) where is_primary;

create table sessions (
  id bigint generated always as identity primary key,
  -- sha256 of the bearer token: a copy of the database does not give working tokens.
  token_hash text not null unique,
  customer_id text not null references customers (id) on delete cascade,
  created_at timestamptz not null,
  last_used_at timestamptz not null,
  revoked_at timestamptz
);

create table login_tokens (
  token_hash text primary key,
  customer_id text not null references customers (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

create table mail_outbox (
  id bigint generated always as identity primary key,
  to_address text not null,
  subject text not null,
  body text not null,
  link text,
  created_at timestamptz not null
);

create table client_log (
  id bigint generated always as identity primary key,
  customer_id text not null references customers (id) on delete cascade,
  received_at timestamptz not null,
  entry jsonb not null
);

create table idempotency_keys (
  customer_id text not null,
  key uuid not null,
  -- sha256 of method, path and body: the same key with another request is a client bug (422).
  request_hash text not null,
  state text not null check (state in ('running', 'done')),
  started_at timestamptz not null,
  status integer,
  answer_headers jsonb,
  answer_body text,
  primary key (customer_id, key)
);
