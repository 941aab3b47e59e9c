-- The app's origin a payment session was started from (sandbox/http/links.ts: the request's
-- allowed X-Source-Host, else APP_ORIGIN, else the sandbox's own), so the sandbox's pay page,
-- which the browser opens at the sandbox's address, links back into the app. Null for sessions
-- stored before: their way back is the bare return path.
alter table payment_sessions add column app_origin text;
