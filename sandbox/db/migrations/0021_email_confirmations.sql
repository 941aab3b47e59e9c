-- An address a customer adds, or corrects one to, is theirs once the link mailed to it is opened
-- (issue 18): the call answers the same whether the address is free or another customer's, so it
-- reveals nobody. `replaces` is the address a correction replaces (null: an addition). Only the
-- token's hash is kept; a token works once, before it expires.
create table email_confirmations (
  token_hash text primary key,
  customer_id text not null references customers (id) on delete cascade,
  email text not null,
  replaces text,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index email_confirmations_customer on email_confirmations (customer_id);
