/**
 * The public pages that draw the country terms (payment options, insurance, a brand's insurance,
 * private loan), rendered with each country's terms and texts: no doubled full stop where a
 * formatted amount ends in an abbreviation ("50.000 kr.." in Danish), and no section that is
 * only a heading (the empty Danish "Konto").
 */
import { createElement as h, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { brandSlugs } from '../../../../generated/brands.js';
import { catalogueOf, ensureCatalogue } from '../../../../runtime/shared/i18n/catalogue.js';
import { createTexts } from '../../../../runtime/shared/i18n/texts.js';
import {
  countryCodes,
  countryTerms,
  type CountryCode,
} from '../../../../generated/countries/index.js';
import { loader as paymentOptionsLoader } from '../../../../runtime/routes/pages/payment-options.js';
import { loader as ppiBrandLoader } from '../../../../runtime/routes/pages/ppi-brand.js';
import { loader as ppiLoader } from '../../../../runtime/routes/pages/ppi.js';
import { loader as privateLoanLoader } from '../../../../runtime/routes/pages/private-loan.js';
import { createFormat } from '../../../../runtime/shared/i18n/public-format.js';
import { PaymentOptionsView } from '../../../../runtime/features/public-pages/payment-options-view.js';
import { PpiBrandView, PpiView } from '../../../../runtime/features/insurance/ppi-view.js';
import { PrivateLoanView } from '../../../../runtime/features/loan/private-loan-view.js';
import { loaderArgs, renderInCountry, textOf } from './render.js';

async function pagesOf(cc: CountryCode): Promise<{ name: string; html: string }[]> {
  const render = async (name: string, node: () => ReactNode) => ({
    name,
    html: await renderInCountry(cc, node),
  });
  const { data: options } = await paymentOptionsLoader(loaderArgs(`/${cc}/payment-options`));
  const { data: ppi } = await ppiLoader(loaderArgs(`/${cc}/ppi`));
  const pages = [
    await render('payment-options', () => h(PaymentOptionsView, { data: options })),
    await render('ppi', () => h(PpiView, { data: ppi })),
  ];
  for (const brand of brandSlugs) {
    const { data } = await ppiBrandLoader(loaderArgs(`/${cc}/ppi/${brand}`, { brand }));
    pages.push(await render(`ppi/${brand}`, () => h(PpiBrandView, { data })));
  }
  if (countryTerms(cc).offers.privateLoan.available) {
    const { data } = await privateLoanLoader(loaderArgs(`/${cc}/private-loan`));
    pages.push(await render('private-loan', () => h(PrivateLoanView, { data })));
  }
  return pages;
}

/** Two full stops in a row that are not part of an ellipsis. */
const doubledStop = /(?<!\.)\.\.(?!\.)/;

describe('public pages drawn from the country terms', () => {
  it.each(countryCodes)('%s: no doubled full stop in any text', async (cc) => {
    for (const { name, html } of await pagesOf(cc)) {
      const text = textOf(html);
      const at = text.search(doubledStop);
      expect(at, `${cc} ${name}: …${text.slice(Math.max(0, at - 40), at + 10)}`).toBe(-1);
    }
  });

  it.each(countryCodes)('%s: every section has more than its heading', async (cc) => {
    for (const { name, html } of await pagesOf(cc)) {
      // A section whose only content is its heading (the heading's own markup aside).
      const empty = /<section[^>]*>\s*<h([2-6])[^>]*>([^<]*)<\/h\1>\s*<\/section>/.exec(html);
      expect(empty?.[2], `${cc} ${name}: an empty section`).toBeUndefined();
    }
  });

  it('dk: the konto section says what konto is, without figures the spec does not give', async () => {
    const { data } = await paymentOptionsLoader(loaderArgs('/dk/payment-options'));
    const text = textOf(await renderInCountry('dk', () => h(PaymentOptionsView, { data })));
    expect(text).toContain(
      'Del betalingen op, og betal af hver måned. Renter og gebyrer kommer oveni.',
    );
    // No rates in the terms: no table of them and no example, rather than an empty one.
    expect(text).not.toContain('Repræsentativt eksempel');
    expect(text).not.toContain('Renter og gebyrer for konto');
    expect(text).toContain('Kontofakturaen sendes omkring den 15. hver måned.');
  });

  it('dk: an amount ending in "kr." ends its sentence with one full stop', async () => {
    await ensureCatalogue('dk');
    const t = createTexts(catalogueOf('dk'), 'da-DK');
    const amount = createFormat('dk', 'da-DK').money({ minor: 5_000_000, currency: 'DKK' });
    expect(amount).toMatch(/^50\.000\skr\.$/);
    expect(t('validation.paymentAmount', { min: '1 kr.', max: amount })).toBe(
      `Angiv et beløb mellem 1 kr. og ${amount}`,
    );
    // Mid-sentence the abbreviation keeps its point.
    expect(t('validation.loanAmount', { min: '1 kr.', max: amount })).toBe(
      `Angiv et beløb mellem 1 kr. og ${amount}`,
    );
  });
});
