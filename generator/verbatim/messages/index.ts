/**
 * The product's texts (content/messages/*.yaml): every message id and the ICU arguments each takes
 * (index-data.ts, re-exported here), and the loader of one language's catalogue.
 */
import type { MessageFormatElement } from 'react-intl';
import type { LocaleCode } from '../countries/index.js';
import { CATALOGUE_LOADERS, type MessageId } from './index-data.js';

export type { MessageArguments, MessageId } from './index-data.js';
export { messageIds } from './index-data.js';

/** One language's texts: every id to its precompiled ICU syntax tree. */
export type MessageCatalogue = Record<MessageId, MessageFormatElement[]>;

/** How each language's catalogue is loaded: a chunk of its own. */
export type CatalogueLoaders = Record<LocaleCode, () => Promise<{ default: MessageCatalogue }>>;

/** Loads one language's catalogue; each language is its own chunk. */
export async function loadMessages(locale: LocaleCode): Promise<MessageCatalogue> {
  return (await CATALOGUE_LOADERS[locale]()).default;
}
