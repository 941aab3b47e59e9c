import type { Domain } from '../../core/types.js';
import { checkKeyNames } from './checks/key-names.js';
import { checkPageLinks } from './checks/page-links.js';
import { checkUniqueIds } from './checks/unique-ids.js';
import { emitEntries } from './emit-entries.js';
import { contentEntrySource } from './source.js';

/**
 * Editorial content of the public site (content/entries/<key>.yaml, edited by content staff):
 * each entry in four languages plus drafts. Emits `generated/content/entries-data.ts`; the types
 * and lookups are generator/verbatim/content/entries.ts. Its page links name routes, so it reads
 * schema/routes.yaml through the routes domain's accessor.
 */
export const contentDomain: Domain = {
  name: 'content',
  sources: [contentEntrySource],
  checks: [checkKeyNames, checkUniqueIds, checkPageLinks],
  emitters: [emitEntries],
  verbatim: ['content/entries.ts'],
};
