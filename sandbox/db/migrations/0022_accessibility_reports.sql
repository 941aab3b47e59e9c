-- Barriers reported from the accessibility statement's form (api.yaml reportAccessibilityBarrier,
-- issue 19): what customer service reads and answers. The text and the e-mail address are the
-- visitor's own words and address: kept here for customer service, never written to a log.
create table accessibility_reports (
  reference text primary key,
  country text not null check (country in ('se', 'no', 'fi', 'dk')),
  description text not null,
  location text,
  email text,
  received_at timestamptz not null
);
create index accessibility_reports_received on accessibility_reports (received_at);
