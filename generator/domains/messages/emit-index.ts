import { literal } from '../../core/literal.js';
import type { Emitter } from '../../core/types.js';
import { argumentNames } from './compile.js';
import { allMessageIds, localeCatalogues } from './locales.js';

/**
 * `messages/index-data.ts`: the `MessageId` union, argument names per id and a loader per language
 * (messages/index.ts, verbatim, loads them).
 */
export const emitIndex: Emitter = (model, templates) => {
  const catalogues = localeCatalogues(model);
  return [
    {
      path: 'messages/index-data.ts',
      sources: catalogues.map((c) => c.file.path),
      content: templates.render('messages/index-data.ts.hbs', {
        ids: allMessageIds(catalogues).map(literal),
        arguments: argumentNames(catalogues).map(([id, names]) => ({
          id: literal(id),
          names: names.map(literal).join(' | '),
        })),
        locales: catalogues.map((c) => ({ key: c.locale, module: literal(`./${c.locale}.js`) })),
      }),
    },
  ];
};
