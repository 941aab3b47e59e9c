-- The credit partner's private-loan applications (api.yaml startLoanApplication,
-- getLoanApplication): the offer the customer applied for, priced when the application starts,
-- and what became of it on the partner's application page (/sandbox/loan). The app's origin of
-- the start is kept for the page's way back, as a payment session's is.
create table loan_applications (
  reference text primary key,
  customer_id text not null references customers (id) on delete cascade,
  country text not null check (country in ('se', 'no', 'fi', 'dk')),
  amount_minor bigint not null check (amount_minor > 0),
  years integer not null check (years > 0),
  nominal_rate numeric(6, 2) not null,
  effective_rate numeric(6, 2) not null,
  monthly_amount_minor bigint not null,
  total_repayment_minor bigint not null,
  return_path text not null,
  app_origin text,
  status text not null default 'pending' check (status in ('pending', 'submitted', 'cancelled')),
  created_at timestamptz not null,
  decided_at timestamptz
);
create index loan_applications_customer on loan_applications (customer_id);
