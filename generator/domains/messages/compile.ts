import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { argumentsOf, parseMessage } from './icu.js';
import { allMessageIds, type LocaleCatalogue } from './locales.js';

/** One language's texts as syntax trees, sorted by id. Runs only on a validated model. */
export function compileCatalogue(
  catalogue: LocaleCatalogue,
): Array<[string, MessageFormatElement[]]> {
  return Object.keys(catalogue.file.data)
    .sort()
    .map((id) => {
      const parsed = parseMessage(catalogue.file.data[id] ?? '');
      if (!parsed.ok)
        throw new Error(`${catalogue.file.path}: ${id} does not parse: ${parsed.error}`);
      return [id, parsed.ast];
    });
}

/** Per id, the argument names a caller passes: the union over every language, sorted. */
export function argumentNames(catalogues: LocaleCatalogue[]): Array<[string, string[]]> {
  return allMessageIds(catalogues).flatMap((id): Array<[string, string[]]> => {
    const names = new Set<string>();
    for (const c of catalogues) {
      const parsed = parseMessage(c.file.data[id] ?? '');
      if (parsed.ok) for (const name of argumentsOf(parsed.ast).keys()) names.add(name);
    }
    return names.size ? [[id, [...names].sort()]] : [];
  });
}
