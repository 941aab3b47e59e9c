import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { formatProblem } from '../../generator/core/problems.js';
import { readSource, validateWith } from '../support/sources.js';

type Texts = Record<string, string>;
const LOCALES = ['sv', 'nb', 'fi', 'da'] as const;
const catalogue = Object.fromEntries(
  LOCALES.map((l) => [l, parse(readSource(`content/messages/${l}.yaml`)) as Texts]),
) as Record<(typeof LOCALES)[number], Texts>;

// Every text the two specifications print, in its language (core §5, §8; country §5, §8), except
// those the native review of 2026-11 rewrote on purpose (issue 17): the English not-found text,
// the "mysterious error" title, "vänligen"/"venligst"/"ole hyvä ja", "{min} - {max}" ranges and
// the Norwegian and Danish validation texts.
const VERBATIM: Array<[(typeof LOCALES)[number], string, string]> = [
  [
    'sv',
    'error.fetchAlert.504',
    'Vi misslyckades med att uppdatera din information. Försök ladda om sidan.',
  ],
  ['sv', 'error.globalUpdate', 'Beloppet för ditt köp har uppdaterats.'],
  ['sv', 'error.paymentFailed', 'Din betalning misslyckades'],
  ['nb', 'error.paymentFailed', 'Din betaling gikk ikke igjennom'],
  ['sv', 'flow.pay.outcome.fail.title', 'Din betalning misslyckades'],
  ['nb', 'flow.pay.outcome.fail.title', 'Din betaling gikk ikke igjennom'],
  ['sv', 'error.closeAndRetry', 'Stäng och försök igen'],
  ['nb', 'error.page.404.body', 'Vi finner ikke siden du leter etter.'],
  ['nb', 'error.page.504.title', 'Vi mistet kontakten'],
  ['nb', 'login.state.failed.title', 'Vi kan ikke logge deg inn'],
  ['sv', 'validation.civicNumber', 'Felaktigt personnummer (ÅÅÅÅMMDDXXXX)'],
  ['da', 'validation.civicNumber', 'Forkert CPR-nummer (DDMMÅÅ-XXXX)'],
  ['fi', 'validation.civicNumber', 'Virheellinen henkilötunnus'],
  ['sv', 'validation.email', 'Felaktig mejladress'],
  ['fi', 'validation.email', 'Virheellinen sähköpostiosoite'],
];

describe('the message catalogues', () => {
  it('pass every check of the messages domain, including the ids other sources name', () => {
    const { problems } = validateWith();
    const ours = problems.filter(
      (p) => p.file.startsWith('content/messages/') || p.message.includes('message id'),
    );
    expect(ours.map(formatProblem)).toEqual([]);
  });

  it.each(VERBATIM)('%s %s is the text the spec prints', (locale, id, text) => {
    expect(catalogue[locale][id]).toBe(text);
  });

  it('hold the same ids in all four languages', () => {
    const ids = Object.keys(catalogue.sv).sort();
    for (const l of LOCALES) expect(Object.keys(catalogue[l]).sort()).toEqual(ids);
  });

  it('title every route of schema/routes.yaml', () => {
    const { routes } = parse(readSource('schema/routes.yaml')) as {
      routes: Array<{ name: string }>;
    };
    const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
    const missing = routes
      .map((r) => `route.${camel(r.name)}.title`)
      .filter((id) => !catalogue.sv[id]);
    expect(missing).toEqual([]);
  });

  it('give every login state a title and a body', () => {
    const codes = parse(readSource('schema/codes.yaml')) as {
      tables: { loginState: { codes: Array<{ code: string }> } };
    };
    const states = codes.tables.loginState.codes.map((c) => c.code);
    expect(states.length).toBeGreaterThanOrEqual(17);
    for (const state of states) {
      expect(catalogue.da[`login.state.${state}.title`], state).toBeTruthy();
      expect(catalogue.da[`login.state.${state}.body`], state).toBeTruthy();
    }
  });

  it('count with ICU plurals and keep amounts as arguments', () => {
    expect(catalogue.fi['page.appHome.paymentsDue']).toContain(
      'other {Sinulla on # odottavaa maksua.}',
    );
    const figures = /\d{2,}\s?(kr|EUR|NOK|SEK|DKK|€)/;
    for (const l of LOCALES) {
      const withFigures = Object.entries(catalogue[l]).filter(([, text]) => figures.test(text));
      expect(withFigures, l).toEqual([]);
    }
  });
});

describe('country-specific wording', () => {
  it('states each country its own employee criterion for the insurance (country §6)', () => {
    const employee = (l: (typeof LOCALES)[number]) => catalogue[l]['page.ppi.coverage.employee'];
    for (const l of LOCALES) expect(employee(l), l).toContain('{months, plural,');
    expect(employee('da')).toContain('a-kasse');
    for (const l of ['sv', 'nb', 'fi'] as const) expect(employee(l), l).not.toMatch(/a-kass/);
    expect(employee('sv')).not.toMatch(/fast anställning/);
    expect(employee('nb')).toContain('fast ansettelse');
    expect(employee('fi')).toContain('vakituisessa työsuhteessa Suomessa');
  });

  it('have no English not-found text: every route has a country, so a language', () => {
    for (const l of LOCALES) {
      expect(catalogue[l]['error.page.genericNotFound'], l).not.toMatch(/could not be found/);
      expect(catalogue[l]['error.page.404.title'], l).not.toBe('This page could not be found');
      expect(catalogue[l]['error.page.404.body'], l).toBeTruthy();
    }
  });
});

describe('the page texts of loan, insurance, bank account, refund and interest statement', () => {
  const groups = {
    'page.privateLoan.calculator.': [
      'title',
      'amount',
      'years',
      'effectiveInterest',
      'yearlyInterest',
      'arrangementFee',
      'adminFee',
      'monthlyAmount',
      'numberOfMonths',
      'totalRepayment',
      'example',
    ],
    'page.ppi.apply.declaration.': ['acceptTerms', 'informationCorrect', 'eligible'],
    'page.bank.': ['linked', 'none', 'link', 'change', 'unlink', 'unlinkConfirm.title'],
    'page.refund.': ['confirm.title', 'confirm.body', 'onItsWay'],
    'page.yearlyInterest.': ['intro', 'download', 'empty', 'loadFailed'],
  };

  it('exist in every language', () => {
    for (const [prefix, names] of Object.entries(groups))
      for (const name of names)
        for (const l of LOCALES)
          expect(catalogue[l][prefix + name], `${l} ${prefix}${name}`).toBeTruthy();
  });

  it('pass figures as arguments', () => {
    for (const l of LOCALES) {
      const example = catalogue[l]['page.privateLoan.calculator.example'] ?? '';
      for (const arg of ['{amount}', '{effectiveInterest}', '{monthlyAmount}', '{totalRepayment}'])
        expect(example, l).toContain(arg);
      expect(catalogue[l]['page.refund.onItsWay'], l).toMatch(/\{minDays\}.\{maxDays\}/);
      expect(catalogue[l]['page.privateLoan.faq.eligibility.minAge'], l).toContain('{minAge}');
      expect(catalogue[l]['page.privateLoan.faq.eligibility.minIncomePerYear'], l).toContain(
        '{minIncome}',
      );
    }
  });
});
