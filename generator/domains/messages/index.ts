import type { Domain } from '../../core/types.js';
import { checkArguments } from './check-arguments.js';
import { checkComplete } from './check-complete.js';
import { checkLocales } from './check-locales.js';
import { checkMarkers } from './check-markers.js';
import { checkReferences } from './check-references.js';
import { checkIcuSyntax } from './check-syntax.js';
import { emitCatalogues } from './emit-catalogues.js';
import { emitIndex } from './emit-index.js';
import { MESSAGES_KIND } from './locales.js';

export { collectMessageRefs, type MessageRef } from './refs.js';

/**
 * Every text of the product in four languages (content/messages/*.yaml), its checks, and the
 * precompiled catalogues. To check that each message id a source names exists, it walks every
 * other source file of the model for `messageId` keys (refs.ts), whichever domain owns it.
 */
export const messagesDomain: Domain = {
  name: 'messages',
  sources: [
    {
      kind: MESSAGES_KIND,
      pattern: 'content/messages/*.yaml',
      meta: 'schema/meta/messages.schema.json',
      min: 4,
    },
  ],
  checks: [
    checkLocales,
    checkIcuSyntax,
    checkComplete,
    checkArguments,
    checkReferences,
    checkMarkers,
  ],
  emitters: [emitCatalogues, emitIndex],
  verbatim: ['messages/index.ts'],
};
