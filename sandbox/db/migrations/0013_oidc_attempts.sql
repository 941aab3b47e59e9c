-- e-ID logins start at the app (api.yaml startOidcLogin), as a careful relying party does: the
-- provider makes the attempt's state and nonce and keeps their hashes before the browser goes to
-- the broker; the broker later records who identified (the code and the person) on that same row,
-- so a callback is only ever accepted for a state the provider itself handed out.
alter table oidc_logins alter column code_hash drop not null;
alter table oidc_logins alter column civic_number drop not null;
-- sha256 of the nonce given to the broker; the broker's ID token must carry the same nonce.
alter table oidc_logins add column nonce_hash text;
-- sha256 of the nonce the broker put in the ID token it issued for this state.
alter table oidc_logins add column id_token_nonce_hash text;
-- The registered redirect URI of this attempt: the app's callback the broker sends the browser to.
alter table oidc_logins add column callback_url text;
-- When the person finished at the broker (approved or declined): the broker answers a state once.
alter table oidc_logins add column identified_at timestamptz;
