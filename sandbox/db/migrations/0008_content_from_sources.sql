-- Editorial content now comes from the sources (content/entries/*.yaml, emitted as
-- generated/content/entries.ts): sandbox/editorial/sync.ts upserts every entry and draft into
-- content_entries before the CMS endpoints first read it. The hand-written rows of 0005 go.
delete from content_entries;
