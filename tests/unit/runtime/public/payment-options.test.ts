import { createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import { formatMinor } from '../../../../generated/countries/format.js';
import { countryCodes, countryTerms } from '../../../../generated/countries/index.js';
import { createFormat } from '../../../../runtime/shared/i18n/public-format.js';
import { PaymentOptionsView } from '../../../../runtime/features/public-pages/payment-options-view.js';
import { loader } from '../../../../runtime/routes/pages/payment-options.js';
import { count, loaderArgs, renderInCountry, textOf } from './render.js';

const pageOf = async (country: (typeof countryCodes)[number]) => {
  const { data } = await loader(loaderArgs(`/${country}/payment-options`));
  return { data, html: await renderInCountry(country, () => h(PaymentOptionsView, { data })) };
};

describe('payment options page', () => {
  it.each(countryCodes)(
    '%s: one h1, captioned tables, every fee and rate of the terms',
    async (cc) => {
      const terms = countryTerms(cc);
      const { data, html } = await pageOf(cc);
      const text = textOf(html);
      expect(count(html, /<h1[ >]/g)).toBe(1);
      expect(count(html, /<table/g)).toBe(count(html, /<caption>/g));
      const f = createFormat(cc, terms.languageTag);
      if (terms.fees.monthlyInvoice.available && terms.offers.monthlyInvoice.available) {
        expect(text).toContain(formatMinor(terms.fees.monthlyInvoice.amount.minor, cc));
      }
      if (terms.offers.konto.available && terms.rates.konto.available) {
        expect(text).toContain(f.percent(terms.rates.konto.nominal));
        expect(text).toContain(f.percent(terms.rates.konto.effective));
      }
      if (terms.rates.accountCredit.available) {
        expect(text).toContain(f.percent(terms.rates.accountCredit.limitInterest));
      }
      if (data.split) {
        for (const term of data.split.setUp) expect(text).toContain(f.money(term.amount));
      }
      // Ways to pay without a toggle are listed; toggled ones wait for hydration.
      for (const method of data.methods.filter((m) => m.featureToggle === null)) {
        expect(text.toLowerCase()).toContain(method.id === 'mobilepay' ? 'mobilepay' : method.id);
      }
    },
  );

  it('se: Swedish figures and percentages', async () => {
    const text = textOf((await pageOf('se')).html);
    expect(text).toMatch(/20,28\s%/);
    expect(text).toMatch(/29,91\s%/);
    expect(text).toMatch(/29\s?kr per faktura/);
    expect(text).toContain('Swish');
  });

  it('the loader sends only its country: no other currency in the slice', async () => {
    const { data } = await pageOf('no');
    const json = JSON.stringify(data);
    expect(json).not.toContain('SEK');
    expect(json).not.toContain('EUR');
    expect(json).not.toContain('"note"');
  });
});
