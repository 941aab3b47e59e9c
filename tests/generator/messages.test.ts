import { createIntl } from 'react-intl';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { makeModel } from '../../generator/core/model.js';
import type { Emitted, Model, SourceFile } from '../../generator/core/types.js';
import { checkArguments } from '../../generator/domains/messages/check-arguments.js';
import { checkComplete } from '../../generator/domains/messages/check-complete.js';
import { checkLocales } from '../../generator/domains/messages/check-locales.js';
import { checkMarkers } from '../../generator/domains/messages/check-markers.js';
import { checkReferences } from '../../generator/domains/messages/check-references.js';
import { checkIcuSyntax } from '../../generator/domains/messages/check-syntax.js';
import { emitCatalogues } from '../../generator/domains/messages/emit-catalogues.js';
import { emitIndex } from '../../generator/domains/messages/emit-index.js';
import { templates } from '../support/sources.js';
import { collectMessageRefs, messagesDomain } from '../../generator/domains/messages/index.js';

type Texts = Record<string, string>;

function catalogue(locale: string, data: Texts): SourceFile {
  return { path: `content/messages/${locale}.yaml`, kind: 'messages', name: locale, data };
}

/** Four catalogues; `per` overrides single texts of one language. */
function model(
  base: Texts,
  per: Partial<Record<string, Texts>> = {},
  others: SourceFile[] = [],
): Model {
  const files = ['sv', 'nb', 'fi', 'da'].map((l) => catalogue(l, { ...base, ...per[l] }));
  return makeModel([...files, ...others]);
}

const paths = (problems: Array<{ file: string; path: ReadonlyArray<string | number> }>) =>
  problems.map((p) => `${p.file} ${p.path.join('.')}`);

describe('the messages domain', () => {
  it('declares the four catalogues and their meta schema', () => {
    expect(messagesDomain.sources).toEqual([
      {
        kind: 'messages',
        pattern: 'content/messages/*.yaml',
        meta: 'schema/meta/messages.schema.json',
        min: 4,
      },
    ]);
  });
});

describe('checkLocales', () => {
  it('accepts exactly sv, nb, fi and da', () => {
    expect(checkLocales(model({ 'common.close': 'x' }))).toEqual([]);
  });
  it('rejects another language and names a missing one', () => {
    const m = makeModel([
      catalogue('sv', {}),
      catalogue('nb', {}),
      catalogue('fi', {}),
      catalogue('en', {}),
    ]);
    const problems = checkLocales(m);
    expect(paths(problems)).toEqual(['content/messages/en.yaml ', 'content/messages/da.yaml ']);
    expect(problems[0]?.message).toContain("'en' is not a language");
    expect(problems[1]?.message).toContain('da catalogue is missing');
  });
});

describe('checkIcuSyntax', () => {
  it('reports the parser error at the id', () => {
    const problems = checkIcuSyntax(
      model(
        { 'page.appHome.greeting': 'Hej {firstName}!' },
        { fi: { 'page.appHome.greeting': 'Hei {firstName!' } },
      ),
    );
    expect(paths(problems)).toEqual(['content/messages/fi.yaml page.appHome.greeting']);
    expect(problems[0]?.message).toMatch(/not valid ICU MessageFormat: .*at character/);
  });
  it('requires the other branch of a plural', () => {
    const problems = checkIcuSyntax(model({ 'a.b': '{count, plural, one {#}}' }));
    expect(problems).toHaveLength(4);
    expect(problems[0]?.message).toContain('missing other clause');
  });
});

describe('checkComplete', () => {
  it('reports a missing text in the file that lacks it, naming where the id exists', () => {
    const m = makeModel([
      catalogue('sv', { 'common.close': 'Stäng' }),
      catalogue('nb', { 'common.close': 'Lukk' }),
      catalogue('fi', { 'common.close': 'Sulje' }),
      catalogue('da', {}),
    ]);
    const problems = checkComplete(m);
    expect(paths(problems)).toEqual(['content/messages/da.yaml common.close']);
    expect(problems[0]?.message).toBe('has no da text (the id exists in sv, nb, fi)');
  });
});

describe('checkArguments', () => {
  it('reports the language whose arguments differ from the others', () => {
    const problems = checkArguments(
      model(
        { 'code.displayState.overdue': '{days, plural, one {# dag} other {# dagar}}' },
        {
          nb: { 'code.displayState.overdue': '{dager, plural, one {# dag} other {# dager}}' },
        },
      ),
    );
    expect(paths(problems)).toEqual(['content/messages/nb.yaml code.displayState.overdue']);
    expect(problems[0]?.message).toContain('{dager, plural}');
    expect(problems[0]?.message).toContain('sv, fi, da use {days, plural}');
  });
  it('compares the kind of an argument, not only its name', () => {
    const problems = checkArguments(
      model({ 'x.y': '{count, plural, one {#} other {#}}' }, { da: { 'x.y': 'Antal: {count}' } }),
    );
    expect(paths(problems)).toEqual(['content/messages/da.yaml x.y']);
  });
  it('looks inside plural branches', () => {
    const problems = checkArguments(
      model(
        { 'x.y': '{count, plural, other {# of {total}}}' },
        { fi: { 'x.y': '{count, plural, other {#}}' } },
      ),
    );
    expect(paths(problems)).toEqual(['content/messages/fi.yaml x.y']);
  });
  it('lets Norwegian render {maxCurrency} where the others render {max}', () => {
    const problems = checkArguments(
      model(
        { 'validation.paymentAmount': 'Vänligen ange ett belopp mellan {min} - {max}' },
        {
          nb: { 'validation.paymentAmount': 'Velg et beløp mellom {min} - {maxCurrency}' },
        },
      ),
    );
    expect(problems).toEqual([]);
  });
  it('still reports a missing argument next to a currency variant', () => {
    const problems = checkArguments(
      model(
        { 'validation.paymentAmount': 'mellan {min} - {max}' },
        {
          nb: { 'validation.paymentAmount': 'opp til {maxCurrency}' },
        },
      ),
    );
    expect(paths(problems)).toEqual(['content/messages/nb.yaml validation.paymentAmount']);
  });
});

describe('collectMessageRefs and checkReferences', () => {
  const routes: SourceFile = {
    path: 'schema/routes.yaml',
    kind: 'routes',
    name: 'routes',
    data: {
      routes: [
        { name: 'app', titleMessageId: 'route.app.title' },
        {
          name: 'login',
          titleMessageId: 'route.login.titel',
          messageIds: ['common.close', 'nope.gone'],
        },
      ],
      error: { messageId: 'error.generic', note: 'messageId in a text is not a reference' },
    },
  };
  const texts = {
    'route.app.title': 'Hem',
    'route.login.title': 'Logga in',
    'common.close': 'Stäng',
    'error.generic': 'Mystiskt fel',
  };

  it('finds messageId, ...MessageId and messageIds lists with their key paths', () => {
    const refs = collectMessageRefs(model(texts, {}, [routes]));
    expect(refs.map((r) => `${r.id} @ ${r.path.join('.')}`)).toEqual([
      'route.app.title @ routes.0.titleMessageId',
      'route.login.titel @ routes.1.titleMessageId',
      'common.close @ routes.1.messageIds.0',
      'nope.gone @ routes.1.messageIds.1',
      'error.generic @ error.messageId',
    ]);
  });
  it('reports unknown ids where they are named, with a likely intended id', () => {
    const problems = checkReferences(model(texts, {}, [routes]));
    expect(paths(problems)).toEqual([
      'schema/routes.yaml routes.1.titleMessageId',
      'schema/routes.yaml routes.1.messageIds.1',
    ]);
    expect(problems[0]?.message).toContain("did you mean 'route.login.title'?");
    expect(problems[1]?.message).not.toContain('did you mean');
  });
});

describe('checkMarkers', () => {
  it('finds work markers, filler and English-only markers', () => {
    const m = model(
      { 'a.one': 'Klart' },
      {
        sv: { 'a.one': 'TODO: skriv texten' },
        nb: { 'a.one': 'Lorem ipsum dolor' },
        fi: { 'a.one': '[EN] Done' },
        da: { 'a.one': 'Placeholder' },
      },
    );
    expect(paths(checkMarkers(m))).toHaveLength(4);
  });
  it('leaves ordinary words alone', () => {
    const m = model({ 'a.one': 'Korkotodistus', 'a.two': 'Felaktigt personnummer (ÅÅÅÅMMDDXXXX)' });
    expect(checkMarkers(m)).toEqual([]);
  });
});

/** Turns an emitted catalogue module into its default export, as the browser would load it. */
async function load(file: Emitted): Promise<Record<string, unknown>> {
  const js = ts.transpileModule(file.content, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  const mod = (await import(
    `data:text/javascript;base64,${Buffer.from(js).toString('base64')}`
  )) as {
    default: Record<string, unknown>;
  };
  return mod.default;
}

describe('emitters', () => {
  const texts = {
    'validation.paymentAmount': 'Vänligen ange ett belopp mellan {min} - {max}',
    'page.appHome.paymentsDue':
      '{count, plural, =0 {Du har inga betalningar som väntar just nu.} one {Du har # betalning som väntar.} other {Du har # betalningar som väntar.}}',
    'common.close': 'Stäng',
  };
  const m = model(texts, {
    nb: {
      'validation.paymentAmount': 'Velg et beløp mellom {min} - {maxCurrency}',
      'common.close': 'Lukk',
    },
  });
  const catalogues = emitCatalogues(m, templates) as Emitted[];
  const [index] = emitIndex(m, templates) as Emitted[];

  it('write one catalogue per language, sorted by id', () => {
    expect(catalogues.map((c) => c.path)).toEqual([
      'messages/sv.ts',
      'messages/nb.ts',
      'messages/fi.ts',
      'messages/da.ts',
    ]);
    const sv = catalogues[0]?.content ?? '';
    expect(sv.indexOf('"common.close"')).toBeLessThan(sv.indexOf('"page.appHome.paymentsDue"'));
    expect(sv).toContain('Record<MessageId, MessageFormatElement[]>');
    expect(catalogues[0]?.sources).toEqual(['content/messages/sv.yaml']);
  });

  it('precompile texts that react-intl formats without a parser', async () => {
    const sv = await load(catalogues[0]!);
    const intl = createIntl({ locale: 'sv', messages: sv as never });
    expect(intl.formatMessage({ id: 'validation.paymentAmount' }, { min: '100', max: '500' })).toBe(
      'Vänligen ange ett belopp mellan 100 - 500',
    );
    expect(intl.formatMessage({ id: 'page.appHome.paymentsDue' }, { count: 3 })).toBe(
      'Du har 3 betalningar som väntar.',
    );
    expect(intl.formatMessage({ id: 'page.appHome.paymentsDue' }, { count: 0 })).toBe(
      'Du har inga betalningar som väntar just nu.',
    );
    const nb = await load(catalogues[1]!);
    const intlNb = createIntl({ locale: 'nb', messages: nb as never });
    expect(
      intlNb.formatMessage(
        { id: 'validation.paymentAmount' },
        { min: '100', max: '500', maxCurrency: '500 kr' },
      ),
    ).toBe('Velg et beløp mellom 100 - 500 kr');
  });

  it('write the id union, argument names and a lazy loader per language', () => {
    const content = index?.content ?? '';
    expect(index?.path).toBe('messages/index-data.ts');
    expect(content).toContain("import type { CatalogueLoaders } from './index.js';");
    expect(content).toContain('| "common.close"');
    expect(content).toContain('"validation.paymentAmount": "max" | "maxCurrency" | "min";');
    expect(content).not.toContain('"common.close": ');
    for (const locale of ['sv', 'nb', 'fi', 'da'])
      expect(content).toContain(`${locale}: () => import("./${locale}.js")`);
    // The loader itself is hand-written: generator/verbatim/messages/index.ts.
    expect(content).not.toContain('function');
  });

  it('are deterministic', () => {
    expect(emitCatalogues(m, templates)).toEqual(catalogues);
    expect(emitIndex(m, templates)).toEqual([index]);
  });
});
