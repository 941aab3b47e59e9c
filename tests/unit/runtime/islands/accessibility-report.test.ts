/**
 * The accessibility statement's barrier report as an island (docs/decisions/0026): the page writes
 * on the island's element the report's own texts and nothing else of the statement, and the form
 * the island's own hydration draws from those props is, id for id, the form in the prerendered
 * page (React does not mend attributes when it hydrates), every label and description pointing at
 * an element that is there.
 */
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { countryCodes, countryTerms } from '../../../../generated/countries/index.js';
import { AccessibilityView } from '../../../../runtime/features/accessibility/accessibility-view.js';
import { ReportForm } from '../../../../runtime/features/accessibility/report-form.js';
import type { ReportIslandProps } from '../../../../runtime/features/accessibility/report-island.js';
import { loader } from '../../../../runtime/routes/pages/accessibility.js';
import {
  catalogueOf,
  ensureCatalogue,
  extendCatalogue,
} from '../../../../runtime/shared/i18n/catalogue.js';
import { CountryContext } from '../../../../runtime/shared/i18n/country-context.js';
import { WithPageTexts } from '../../../../runtime/shared/i18n/page-texts.js';
import { TextsProvider } from '../../../../runtime/shared/i18n/texts.js';
import { InIsland } from '../../../../runtime/shared/islands/island.js';
import { ISLAND_PROPS_ATTRIBUTE } from '../../../../runtime/shared/islands/island-element.js';
import { loaderArgs, renderInCountry } from '../public/render.js';

/** The island's props as the page wrote them (an attribute of the server's markup). */
function islandProps(html: string): ReportIslandProps {
  const attribute = new RegExp(
    `data-island="accessibility-report" ${ISLAND_PROPS_ATTRIBUTE}="([^"]*)"`,
  ).exec(html)?.[1];
  if (attribute === undefined) throw new Error('no accessibility-report island in the page');
  return JSON.parse(
    attribute
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&'),
  ) as ReportIslandProps;
}

const idsOf = (html: string) =>
  [...html.matchAll(/\b(?:id|for|aria-describedby)="([^"]+)"/g)].flatMap((m) =>
    (m[1] ?? '').split(' '),
  );

describe.each(countryCodes)('the barrier report island of %s', (country) => {
  it('hydrates from its props into the markup the page drew, ids included', async () => {
    const { facts, texts } = await loader(loaderArgs(`/${country}/accessibility`));
    const page = await renderInCountry(country, () =>
      h(WithPageTexts, { texts, children: h(AccessibilityView, { facts }) }),
    );
    const props = islandProps(page);
    // The report's texts only: the statement's own are in the page and never drawn again.
    expect(Object.keys(props.texts).length).toBeGreaterThan(0);
    expect(
      Object.keys(props.texts).every((id) => id.startsWith('page.accessibility.report.')),
    ).toBe(true);
    expect(Object.keys(props.texts)).not.toContain('page.accessibility.intro');

    // As runtime/islands/accessibility-report.tsx draws it: core texts and the props' texts.
    await ensureCatalogue(country);
    const own = renderToString(
      h(TextsProvider, {
        catalogue: extendCatalogue(catalogueOf(country), props.texts),
        languageTag: countryTerms(country).languageTag,
        children: h(
          CountryContext.Provider,
          { value: { country, terms: countryTerms(country) } },
          h(InIsland, { name: 'accessibility-report', children: h(ReportForm) }),
        ),
      }),
    );
    expect(page).toContain(own);
    const ids = idsOf(own);
    expect(ids).toContain('accessibility-report-description-input');
    expect(ids).toContain('accessibility-report-email-hint');
    for (const id of ids) expect(own).toContain(`id="${id}"`);
  });
});
