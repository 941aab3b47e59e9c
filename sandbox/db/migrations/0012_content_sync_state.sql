-- The fingerprint of the content sources last written to content_entries
-- (sandbox/editorial/sync.ts): a start whose sources are unchanged skips the sync, which
-- keeps the cold start short (issue 3 budget: 1.5 s).
create table content_sync_state (
  id boolean primary key default true check (id),
  fingerprint text not null
);
