import type { Emitter } from '../../core/types.js';
import { argumentNames } from './compile.js';
import { allMessageIds, localeCatalogues } from './locales.js';
import { literal, render } from './templates.js';

/** `messages/index.ts`: the `MessageId` union, argument names per id and the lazy loader. */
export const emitIndex: Emitter = (model) => {
  const catalogues = localeCatalogues(model);
  return [
    {
      path: 'messages/index.ts',
      sources: catalogues.map((c) => c.file.path),
      content: render('index.ts', {
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
