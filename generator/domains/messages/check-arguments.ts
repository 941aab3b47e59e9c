import type { Check, Problem } from '../../core/types.js';
import { argumentsOf, parseMessage, type ArgumentKind } from './icu.js';
import { allMessageIds, localeCatalogues, type LocaleCatalogue } from './locales.js';

/**
 * The same id takes the same ICU arguments, of the same kinds, in all four languages, so one call
 * site works for every language.
 *
 * One documented variation: an argument `<name>Currency` counts as the same argument as `<name>`
 * (the same amount, already formatted with its currency). The spec prints Norwegian's payment-amount
 * text with `{maxCurrency}` where the other languages print `{max}` (country §5), and both texts are
 * kept verbatim. The caller passes the union of the names every language uses (`min`, `max` and
 * `maxCurrency`); the generated `MessageArguments` type lists that union per id.
 *
 * The reference signature is the one most languages share (ties go to the earlier language in
 * sv, nb, fi, da); every file that differs from it is reported at the id.
 */
export const checkArguments: Check = (model) => {
  const catalogues = localeCatalogues(model);
  const problems: Problem[] = [];
  for (const id of allMessageIds(catalogues)) {
    const signatures = new Map<LocaleCatalogue, string>();
    for (const c of catalogues) {
      const text = c.file.data[id];
      if (text === undefined) continue; // reported by checkComplete
      const parsed = parseMessage(text);
      if (!parsed.ok) continue; // reported by checkIcuSyntax
      signatures.set(c, signature(argumentsOf(parsed.ast)));
    }
    const reference = mostCommon([...signatures.values()]);
    if (reference === undefined) continue;
    const agreeing = [...signatures].filter(([, s]) => s === reference).map(([c]) => c.locale);
    for (const [c, s] of signatures) {
      if (s === reference) continue;
      problems.push({
        file: c.file.path,
        path: [id],
        message: `uses the ICU arguments ${describe(s)}, but ${agreeing.join(', ')} use ${describe(reference)}`,
        expected: `the same argument names and kinds in every language (${describe(reference)})`,
      });
    }
  }
  return problems;
};

/** The base name an argument stands for: `maxCurrency` stands for `max`. */
export function baseArgumentName(name: string): string {
  const base = name.replace(/Currency$/, '');
  return base === '' ? name : base;
}

function signature(args: Map<string, ArgumentKind>): string {
  const normalized = new Map<string, ArgumentKind>();
  for (const [name, kind] of args) normalized.set(baseArgumentName(name), kind);
  return [...normalized]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, kind]) => (kind === 'value' ? `{${name}}` : `{${name}, ${kind}}`))
    .join(' ');
}

function describe(sig: string): string {
  return sig === '' ? 'no arguments' : sig;
}

function mostCommon(values: string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: string | undefined;
  let bestCount = 0;
  for (const v of values) {
    const count = counts.get(v) ?? 0;
    if (count > bestCount) [best, bestCount] = [v, count];
  }
  return best;
}
