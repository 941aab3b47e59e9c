import { createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import {
  countryCodes,
  countryTerms,
  type CountryCode,
} from '../../../../generated/countries/index.js';
import { loader as brandLoader } from '../../../../runtime/routes/pages/ppi-brand.js';
import { loader } from '../../../../runtime/routes/pages/ppi.js';
import { createFormat } from '../../../../runtime/shared/i18n/public-format.js';
import {
  CoverageContent,
  coverageTextIds,
  type CoverageIslandProps,
} from '../../../../runtime/features/insurance/coverage-island.js';
import { PpiBrandView, PpiView } from '../../../../runtime/features/insurance/ppi-view.js';
import { InIsland } from '../../../../runtime/shared/islands/island.js';
import { count, loaderArgs, renderInCountry, textOf } from './render.js';

const pageOf = async (country: CountryCode) => {
  const { data } = await loader(loaderArgs(`/${country}/ppi`));
  return { data, html: await renderInCountry(country, () => h(PpiView, { data })) };
};

const brandPageOf = async (country: CountryCode, brand: string) => {
  const { data } = await brandLoader(loaderArgs(`/${country}/ppi/${brand}`, { brand }));
  return { data, html: await renderInCountry(country, () => h(PpiBrandView, { data })) };
};

describe('insurance page', () => {
  // Declared for the countries whose terms offer the insurance, not skipped in the others.
  const insured = countryCodes.filter((cc) => countryTerms(cc).insurance.available);
  it('is offered in at least one country', () => expect(insured.length).toBeGreaterThan(0));
  it.each(insured)('%s: premium and cover from the terms, formatted', async (cc) => {
    const terms = countryTerms(cc);
    const f = createFormat(cc, terms.languageTag);
    const { html } = await pageOf(cc);
    const text = textOf(html);
    expect(count(html, /<h1[ >]/g)).toBe(1);
    expect(text).toContain(f.percent(terms.insurance.premium.percent));
    expect(text).toContain(f.money(terms.insurance.premium.minMonthlyAmount));
    expect(text).toContain(f.money(terms.insurance.cover.deathMaxAmount));
    expect(html).toContain('<caption>');
    expect(html).toContain('<th scope="row">');
  });

  it('se: Swedish figures, the PDFs in a new tab with a hidden note, the brands', async () => {
    const { html } = await pageOf('se');
    const text = textOf(html);
    expect(text).toMatch(/0,67\s%/);
    expect(text).toMatch(/50\s000\skr/);
    expect(html).toContain('href="/service/payment/api/ppi/docs/ppi-terms-se.pdf"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(text).toContain('öppnas i en ny flik');
    expect(html).toContain('href="/se/ppi/fjallmode"');
    expect(html).not.toContain('href="/se/ppi/kustkok"');
  });

  it('fi: cover abroad, which only Finland has', async () => {
    const text = textOf((await pageOf('fi')).html);
    expect(text).toContain('12 kuukauden');
    expect((await pageOf('se')).data.insurance?.cover.stayAbroadMonths).toBeNull();
  });
});

describe('insurance page: forms, coverage, cancellation (issue 15)', () => {
  it.each(countryCodes)('%s: the damage-report PDFs, voluntary, cancellation', async (cc) => {
    const { html } = await pageOf(cc);
    for (const kind of ['sickness', 'unemployment', 'hospital', 'death'])
      expect(html).toContain(
        `href="/service/payment/api/ppi/docs/ppi-damage-report-${kind}-${cc}.pdf"`,
      );
    expect(html).toContain('data-testid="ppi-cancellation"');
    expect(html).toContain('data-testid="ppi-coverage"');
  });

  it('dk has its coverage popups; the others list the same conditions', async () => {
    expect(count((await pageOf('dk')).html, /aria-haspopup="dialog"/g)).toBe(3);
    expect(count((await pageOf('se')).html, /aria-haspopup="dialog"/g)).toBe(0);
    expect(textOf((await pageOf('se')).html)).toContain('Egenföretagare');
  });
});

describe('a brand’s insurance page', () => {
  it('shows the insurance for a brand that trades in the country', async () => {
    const { data, html } = await brandPageOf('no', 'hemmahus');
    expect(data.offered).toBe(true);
    expect(textOf(html)).toContain('Hemmahus');
    expect(count(html, /<h1[ >]/g)).toBe(1);
    expect(html).toContain('ppi-terms-no.pdf');
  });

  it('says a brand without the insurance in the country does not offer it, in the language', async () => {
    const { data, html } = await brandPageOf('dk', 'skogsport');
    expect(data.offered).toBe(false);
    expect(data.insurance).toBeNull();
    expect(textOf(html)).toContain('Skogsport tilbyder ikke betalingsforsikring i Danmark.');
    expect(html).toContain('href="/dk/ppi"');
    expect(html).not.toContain('.pdf');
  });
});

/** The `ppi` island's element in a page: its props as written, and what it draws. */
function islandOf(html: string): { props: CoverageIslandProps; inner: string } | null {
  const open = /<div class="island" data-island="ppi" data-island-props="([^"]*)">/.exec(html);
  if (!open) return null;
  const start = open.index + open[0].length;
  const inner = html.slice(start, html.indexOf('</section>', start) + '</section>'.length);
  const json = (open[1] ?? '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return { props: JSON.parse(json) as CoverageIslandProps, inner };
}

describe('insurance pages: the coverage island (docs/decisions/0026)', () => {
  const popups = countryCodes.filter((cc) => {
    const insurance = countryTerms(cc).insurance;
    return insurance.available && insurance.coveragePopups.available;
  });
  const lists = countryCodes.filter((cc) => !popups.includes(cc));
  it('has popups in at least one country', () => expect(popups.length).toBeGreaterThan(0));

  it.each(popups)(
    '%s: the popups are the ppi island, with the coverage and only its texts',
    async (cc) => {
      const { data, html } = await pageOf(cc);
      const island = islandOf(html);
      if (!data.coverage || !island) throw new Error(`${cc}: no coverage island`);
      expect(island.props.coverage).toEqual(data.coverage);
      expect(Object.keys(island.props.texts).sort()).toEqual(coverageTextIds(data.coverage).sort());
      // What the island's entry draws in its own hydration is what the page drew: React would
      // otherwise draw it anew.
      const own = await renderInCountry(cc, () =>
        h(InIsland, {
          name: 'ppi',
          children: h(CoverageContent, { coverage: island.props.coverage }),
        }),
      );
      // (renderInCountry draws the app's providers around it, the alert bar first.)
      expect(own.slice(own.indexOf('<section'))).toBe(island.inner);
    },
  );

  it.each(lists)('%s: the coverage is a static list, no island', async (cc) => {
    const { html } = await pageOf(cc);
    expect(html).not.toContain('data-island');
    expect(html).toContain('class="pp-coverage"');
  });

  it.each(countryCodes)(
    '%s: a brand page draws the island as the general page does',
    async (cc) => {
      const { html } = await brandPageOf(cc, 'nordpay');
      expect(islandOf(html) !== null).toBe(popups.includes(cc));
    },
  );
});
