-- Payments data: invoice accounts, invoices and their lines, purchases and their lines, the
-- customer's messages and the bank link. Money is bigint minor units (öre, cent, øre), never float.
-- Dates the contract carries as YYYY-MM-DD are `date`; handlers read them as `::text`.

-- The bank link (core §4: none, pending, linked). The linked account stays in
-- customers.bank_account / customers.bank (0001); a pending link keeps its account here until it
-- becomes linked.
alter table customers
  add column bank_link_state text not null default 'none'
    check (bank_link_state in ('none', 'pending', 'linked')),
  add column pending_bank_account text,
  add column pending_bank text,
  add column bank_link_requested_at timestamptz;
update customers set bank_link_state = 'linked' where bank_account is not null;

create table invoice_accounts (
  account_number text primary key,
  customer_id text not null references customers (id) on delete cascade,
  -- The brand slug (generated/brands.ts); answers name the own brand by its main brand name.
  brand text not null,
  account_type text not null check (account_type in ('konto', 'monthly')),
  -- Status of the current invoice (invoiceStatus codes); null when nothing is current.
  current_invoice_status integer check (current_invoice_status in (1, 2, 3, 4, 5, 10, 901, 904)),
  current_invoice_date date,
  balance_minor bigint not null default 0,
  has_refund boolean not null default false,
  refund_status text check (refund_status in ('PENDING', 'CREATED')),
  has_ppi boolean not null default false,
  ppi_start_date date,
  ppi_premium_minor bigint check (ppi_premium_minor >= 0),
  unique (customer_id, brand, account_type)
);

create table invoices (
  id bigint generated always as identity primary key,
  account_number text not null references invoice_accounts (account_number) on delete cascade,
  invoice_date date not null,
  due_date date not null,
  payment_method text not null check (payment_method in ('02', '03', '04', '05', '08', '13')),
  full_amount_minor bigint not null check (full_amount_minor >= 0),
  min_amount_minor bigint not null check (min_amount_minor >= 0),
  -- What has been paid or credited on it so far.
  paid_minor bigint not null default 0 check (paid_minor >= 0),
  ingoing_balance_minor bigint,
  buy_date_from date,
  buy_date_to date,
  order_date date,
  unique (account_number, invoice_date)
);

create table invoice_transactions (
  id bigint generated always as identity primary key,
  invoice_id bigint not null references invoices (id) on delete cascade,
  order_number text,
  sign text not null check (sign in ('+', '-')),
  amount_minor bigint not null check (amount_minor >= 0),
  description text not null,
  transaction_type integer not null check (transaction_type in (100, 220, 320, 330, 410)),
  presentation_order integer not null
);
create index invoice_transactions_invoice on invoice_transactions (invoice_id);

create table orders (
  customer_id text not null references customers (id) on delete cascade,
  brand text not null,
  order_id text not null,
  account_number text not null,
  order_date date not null,
  due_date date,
  order_status integer not null check (order_status in (1, 2, 3, 4)),
  order_status_web integer not null
    check (order_status_web in (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 901, 904)),
  order_type text not null check (order_type in ('02', '03', '04', '05', '08', '13')),
  payment_method_order text not null
    check (payment_method_order in ('02', '03', '04', '05', '08', '13')),
  payment_status integer not null,
  order_value_minor bigint not null,
  order_invoice_amount_minor bigint not null,
  invoiced_order_value_minor bigint,
  total_order_amount_minor bigint not null,
  unprocessed_order_value_minor bigint,
  returned_order_value_minor bigint,
  cancelled_order_value_minor bigint,
  cancel_reason text,
  current_debt_minor bigint,
  calculate_deduction_minor bigint,
  has_refund boolean not null default false,
  refund_status text check (refund_status in ('PENDING', 'CREATED')),
  no_of_months_split_pay integer,
  days_to_due_date_campaign integer,
  scheduled boolean not null default false,
  ifsp_months integer check (ifsp_months in (3, 6, 12, 18)),
  order_link text,
  credit_id text,
  credit_paid_minor bigint,
  discount_minor bigint,
  freight_fee_minor bigint,
  primary key (brand, order_id)
);
create index orders_customer on orders (customer_id);

create table order_lines (
  brand text not null,
  order_id text not null,
  sku text not null,
  product_name text not null,
  ordered_quantity integer not null check (ordered_quantity >= 0),
  invoiced_quantity integer not null default 0,
  cancelled_quantity integer not null default 0,
  returned_quantity integer not null default 0,
  current_amount_minor bigint not null,
  primary key (brand, order_id, sku),
  foreign key (brand, order_id) references orders (brand, order_id) on delete cascade
);

-- Money credited to a purchase (returns, payments).
create table order_credit_transactions (
  id bigint generated always as identity primary key,
  brand text not null,
  order_id text not null,
  sign text not null check (sign in ('+', '-')),
  amount_minor bigint not null check (amount_minor >= 0),
  transaction_type integer not null check (transaction_type in (100, 220, 320, 330, 410)),
  foreign key (brand, order_id) references orders (brand, order_id) on delete cascade
);

-- Messages for one customer (customer_id), one country (country) or everyone (locale null too).
create table user_messages (
  id text primary key,
  customer_id text references customers (id) on delete cascade,
  country text check (country in ('se', 'no', 'fi', 'dk')),
  scope text not null check (scope in ('customer', 'country', 'global')),
  message_type text not null
    check (message_type in ('Notification', 'UserInformationPopup', 'Maintenance', 'GlobalUpdate')),
  message_name text,
  title text not null,
  message text not null,
  icon text,
  button_text text,
  cta_route text,
  bullets jsonb,
  footer_text text,
  linked_message text,
  route text,
  start_date timestamptz not null,
  read_at timestamptz,
  check ((scope = 'customer') = (customer_id is not null))
);
create index user_messages_customer on user_messages (customer_id);
