-- Signicat's test environment is a broker of its own (api.yaml startOidcLogin `signicat-demo`, the
-- spec's signicat-demo-login provider): its attempts are kept like the others'.
alter table oidc_logins drop constraint oidc_logins_broker_check;
alter table oidc_logins add constraint oidc_logins_broker_check
  check (broker in ('signicat', 'criipto', 'signicat-demo'));
