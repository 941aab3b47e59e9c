/**
 * The outcome dialogs (spec 000 §2 "Outcome dialogs", §4, §8; spec 001 §4; schema/flows.yaml):
 * every outcome of every flow resolves, in each country that has it, to its own dialog; any other
 * (an unknown outcome, an outcome of another country) to the generic failure (error.generic, 'Något gick fel'). A
 * failure is an alertdialog that cannot be dismissed and offers only its actions, in the markup
 * too: no close button, one button per action, in the country's language.
 */
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import {
  countryCodes,
  countryTerms,
  type CountryCode,
} from '../../../../../generated/countries/index.js';
import {
  FLOWS,
  GENERIC_FAILURE,
  type FlowDialog,
  type FlowId,
} from '../../../../../generated/flows.js';
import { catalogueOf, ensureCatalogue } from '../../../../../runtime/shared/i18n/catalogue.js';
import { createTexts } from '../../../../../runtime/shared/i18n/texts.js';
import {
  isSuccess,
  OutcomeContent,
  outcomeDialog,
} from '../../../../../runtime/shared/flows/outcome-dialog.js';
import type { ShownOutcome } from '../../../../../runtime/shared/flows/outcome-store.js';
import { Modal } from '../../../../../runtime/shared/overlays/modal.js';
import { renderInCountry } from '../../public/render.js';

interface SourceFlow {
  countries?: string[];
  outcomes?: { id: string; role: string; countries?: string[] }[];
}

const source = (
  load(readFileSync(new URL('../../../../../schema/flows.yaml', import.meta.url), 'utf8')) as {
    flows: Record<string, SourceFlow>;
  }
).flows;

const shown = (flow: FlowId, outcome: string): ShownOutcome => ({
  flow,
  outcome,
  retryHref: '/se/app/purchases/nordpay/SE3001/steps/select',
});

/** Every outcome of the source with the countries it is shown in (its own, else its flow's). */
const outcomes = Object.entries(source).flatMap(([flow, definition]) =>
  (definition.outcomes ?? []).map((outcome) => ({
    flow: flow as FlowId,
    id: outcome.id,
    role: outcome.role,
    countries: (outcome.countries ?? definition.countries ?? countryCodes) as CountryCode[],
  })),
);

/** Every dialog of the table: outcomes, step confirmations and the generic failure. */
const dialogs: [string, FlowDialog][] = [
  ['genericFailure', GENERIC_FAILURE],
  ...Object.entries(FLOWS).flatMap(([flow, definition]) => [
    ...definition.outcomes.map((o): [string, FlowDialog] => [`${flow}.${o.id}`, o]),
    ...definition.steps.flatMap((step): [string, FlowDialog][] =>
      step.confirmation ? [[`${flow}.${step.id} confirmation`, step.confirmation]] : [],
    ),
  ]),
];

describe('outcomeDialog', () => {
  it('the source has the outcomes the spec lists', () => {
    expect(outcomes.length).toBeGreaterThan(30);
    for (const flow of ['pay', 'return', 'snooze', 'split', 'trustly', 'payment', 'autogiro']) {
      expect(outcomes.filter((o) => o.flow === flow).map((o) => o.id)).toEqual(
        expect.arrayContaining(['success', 'fail']),
      );
    }
  });

  const cases = outcomes.flatMap((outcome) =>
    countryCodes.map(
      (country) => [`${outcome.flow}.${outcome.id} in ${country}`, outcome, country] as const,
    ),
  );

  it.each(cases)('%s', (_name, outcome, country) => {
    const dialog = outcomeDialog(shown(outcome.flow, outcome.id), country);
    if (!outcome.countries.includes(country)) {
      expect(dialog).toBe(GENERIC_FAILURE);
      return;
    }
    expect(dialog).not.toBe(GENERIC_FAILURE);
    expect(dialog).toBe(FLOWS[outcome.flow].outcomes.find((o) => o.id === outcome.id));
    expect(dialog.role).toBe(outcome.role);
    expect(dialog.titleMessageId).toBe(`flow.${outcome.flow}.outcome.${outcome.id}.title`);
    expect(dialog.bodyMessageId).toBe(`flow.${outcome.flow}.outcome.${outcome.id}.body`);
  });

  it('the outcomes of one flow in one country are each their own dialog', () => {
    for (const country of countryCodes) {
      for (const flow of Object.keys(FLOWS) as FlowId[]) {
        const own = outcomes.filter((o) => o.flow === flow && o.countries.includes(country));
        const titles = own.map((o) => outcomeDialog(shown(flow, o.id), country).titleMessageId);
        expect(new Set(titles).size).toBe(own.length);
      }
    }
  });

  it.each([
    ['pay', 'nonsense'],
    ['pay', 'generic'],
    ['pay', ''],
    ['payment', 'Success'],
    ['submission', 'generic'],
    ['bank', 'success'],
    ['moveToKonto', 'fail'],
    ['pay', 'toString'],
  ] as const)('%s.%s is the generic failure', (flow, outcome) => {
    for (const country of countryCodes) {
      expect(outcomeDialog(shown(flow, outcome), country)).toBe(GENERIC_FAILURE);
    }
  });

  it('the generic failure is error.generic with close and try again', () => {
    expect(GENERIC_FAILURE.role).toBe('alertdialog');
    expect(GENERIC_FAILURE.titleMessageId).toBe('error.generic');
    expect(GENERIC_FAILURE.actions.map((action) => action.does)).toEqual(['closeAndRetry']);
  });
});

describe('dismissing (spec 000 §4)', () => {
  it.each(dialogs)('%s', (_name, dialog) => {
    const does = dialog.actions.map((action) => action.does);
    expect(does.length).toBeGreaterThan(0);
    if (dialog.role === 'alertdialog') {
      expect(dialog.dismissible).toBe(false);
      expect(does).not.toContain('close');
    } else {
      expect(dialog.role).toBe('dialog');
      expect(dialog.dismissible).toBe(true);
    }
  });

  it('every failure outcome is an alertdialog', () => {
    for (const outcome of outcomes.filter((o) => /fail|refused/i.test(o.id))) {
      expect(`${outcome.flow}.${outcome.id}: ${outcome.role}`).toBe(
        `${outcome.flow}.${outcome.id}: alertdialog`,
      );
    }
  });
});

describe('isSuccess', () => {
  it.each([
    ['success', true],
    ['insured', true],
    ['pending', true],
    ['fail', false],
    ['refused', false],
    ['cancel', false],
    ['cancelled', false],
    ['generic', false],
    ['incomefail', false],
  ])('%s: %s', (outcome, success) => {
    expect(isSuccess(shown('pay', outcome))).toBe(success);
  });
});

describe('the drawn outcome dialog', () => {
  /** The outcome as outcome-overlay.tsx opens it: an overlay (Modal) of its role around OutcomeContent. */
  const draw = (country: CountryCode, flow: FlowId, outcome: string) => {
    const dialog = outcomeDialog(shown(flow, outcome), country);
    return renderInCountry(country, () =>
      h(Modal, {
        role: dialog.role,
        onClose: () => undefined,
        children: ({ titleId }) =>
          h(OutcomeContent, {
            dialog,
            outcome: shown(flow, outcome),
            titleId,
            act: () => undefined,
          }),
      }),
    );
  };

  const buttons = (html: string) =>
    [...html.matchAll(/<button\b([^>]*)>(.*?)<\/button>/g)].map((match) => ({
      attributes: match[1] ?? '',
      text: (match[2] ?? '').replace(/<[^>]+>/g, ''),
    }));

  it.each(countryCodes)(
    'in %s: a failure has only its actions, a success a close button',
    async (country) => {
      await ensureCatalogue(country);
      const t = createTexts(catalogueOf(country), countryTerms(country).languageTag);
      const drawn = [
        ...outcomes.filter((o) => o.countries.includes(country)),
        { flow: 'submission' as const, id: 'generic' },
      ];
      for (const { flow, id } of drawn) {
        const dialog = outcomeDialog(shown(flow, id), country);
        const html = await draw(country, flow, id);
        const shownButtons = buttons(html);
        const actions = shownButtons.filter((b) => b.attributes.includes('flow-button'));
        expect(actions.map((b) => b.text)).toEqual(dialog.actions.map((a) => t(a.messageId)));
        for (const action of actions) expect(action.text).not.toMatch(/^[a-z]+\.[\w.]+$/);
        expect(html).toContain(`data-outcome="${flow}.${id}"`);
        if (dialog.role === 'alertdialog') {
          expect(html).toContain('role="alertdialog"');
          expect(html).not.toContain('overlay-close');
          expect(shownButtons).toHaveLength(dialog.actions.length);
        } else {
          expect(html).toContain('role="dialog"');
          expect(html).toContain('overlay-close');
        }
        // Named by its title, which is the outcome's text in the country's language.
        const titleId = /aria-labelledby="([^"]+)"/.exec(html)?.[1];
        expect(html).toContain(`<h2 id="${titleId}">`);
        expect(html).not.toContain(dialog.titleMessageId);
      }
    },
  );
});
