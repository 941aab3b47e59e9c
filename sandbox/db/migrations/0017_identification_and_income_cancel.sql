-- An e-ID attempt can identify the logged-in customer inside a flow instead of logging in
-- (api.yaml startOidcLogin `returnPath`, the move to konto's identification, docs/decisions/0016):
-- whose identification it is and the app path the callback sends the browser back to.
alter table oidc_logins add column identifies_customer_id text references customers (id)
  on delete cascade;
alter table oidc_logins add column return_path text;
-- The customer can leave the income verification without sharing their income (api.yaml
-- IncomeVerification status `cancelled`, the Danish cancel dialog).
alter table income_verifications drop constraint income_verifications_outcome_check;
alter table income_verifications add constraint income_verifications_outcome_check
  check (outcome in ('approved', 'rejected', 'cancelled'));
