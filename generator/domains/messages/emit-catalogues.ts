import type { Emitter } from '../../core/types.js';
import { compileCatalogue } from './compile.js';
import { localeCatalogues, type Locale } from './locales.js';
import { literal, render } from './templates.js';

const LANGUAGE: Record<Locale, string> = {
  sv: 'Swedish',
  nb: 'Norwegian Bokmål',
  fi: 'Finnish',
  da: 'Danish',
};

/** `messages/<locale>.ts`: each id's text precompiled to its ICU syntax tree for react-intl. */
export const emitCatalogues: Emitter = (model) =>
  localeCatalogues(model).map((catalogue) => ({
    path: `messages/${catalogue.locale}.ts`,
    sources: [catalogue.file.path],
    content: render('catalogue.ts', {
      locale: catalogue.locale,
      language: LANGUAGE[catalogue.locale],
      messages: compileCatalogue(catalogue).map(([id, ast]) => ({
        id: literal(id),
        ast: literal(ast),
      })),
    }),
  }));
