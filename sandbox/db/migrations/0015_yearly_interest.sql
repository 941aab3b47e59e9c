-- Annual interest statements (getYearlyInterestReports): the interest a customer paid in a
-- calendar year, per konto account (an account may be closed since), issued on created_date.
-- Seeded per persona and year (sandbox/seed/yearly-interest.ts); before this table they were
-- derived from today's balances and every year showed the same figure.
create table yearly_interest_reports (
  customer_id text not null references customers (id) on delete cascade,
  year integer not null check (year between 2000 and 2100),
  brand text not null,
  account_number text not null,
  interest_minor bigint not null check (interest_minor >= 0),
  created_date date not null,
  primary key (customer_id, year, account_number)
);
