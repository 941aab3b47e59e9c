import { literal } from '../../core/literal.js';
import type { Emitter } from '../../core/types.js';
import { compileCatalogue } from './compile.js';
import { localeCatalogues, type Locale } from './locales.js';

const LANGUAGE: Record<Locale, string> = {
  sv: 'Swedish',
  nb: 'Norwegian Bokmål',
  fi: 'Finnish',
  da: 'Danish',
};

/** `messages/<locale>.ts`: each id's text precompiled to its ICU syntax tree for react-intl. */
export const emitCatalogues: Emitter = (model, templates) =>
  localeCatalogues(model).map((catalogue) => ({
    path: `messages/${catalogue.locale}.ts`,
    sources: [catalogue.file.path],
    content: templates.render('messages/catalogue.ts.hbs', {
      locale: catalogue.locale,
      language: LANGUAGE[catalogue.locale],
      messages: compileCatalogue(catalogue).map(([id, ast]) => ({
        id: literal(id),
        ast: literal(ast),
      })),
    }),
  }));
