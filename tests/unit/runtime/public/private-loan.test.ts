import { createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import { countryTerms, type CountryCode } from '../../../../generated/countries/index.js';
import { ROUTES } from '../../../../generated/routes/table.js';
import { loader } from '../../../../runtime/routes/pages/private-loan.js';
import { createFormat } from '../../../../runtime/shared/i18n/public-format.js';
import { privateLoanSlice } from '../../../../runtime/features/loan/private-loan-slice.js';
import { PrivateLoanView } from '../../../../runtime/features/loan/private-loan-view.js';
import { count, loaderArgs, renderInCountry, textOf } from './render.js';

const pageOf = async (country: CountryCode) => {
  const { data } = await loader(loaderArgs(`/${country}/private-loan`));
  return { data, html: await renderInCountry(country, () => h(PrivateLoanView, { data })) };
};

describe('private loan page', () => {
  it.each(['se', 'no', 'fi'] as const)(
    '%s: limits, FAQ with the figures, labelled fields',
    async (cc) => {
      const terms = countryTerms(cc);
      if (!terms.loan.available) throw new Error('loan expected');
      const f = createFormat(cc, terms.languageTag);
      const { html } = await pageOf(cc);
      const text = textOf(html);
      expect(count(html, /<h1[ >]/g)).toBe(1);
      expect(text).toContain(f.money(terms.loan.minAmount));
      expect(text).toContain(f.money(terms.loan.maxAmount));
      expect(html).toContain('id="faq"');
      // Every field has its label, hint and message slot.
      for (const field of ['amount', 'years']) {
        const input = new RegExp(`<input[^>]*name="${field}"[^>]*>`).exec(html)?.[0] ?? '';
        const id = /\bid="([^"]+)"/.exec(input)?.[1];
        expect(id).toBeDefined();
        expect(html).toContain(`<label for="${id}"`);
        const [hint, error] = /aria-describedby="([^"]+)"/.exec(input)?.[1]?.split(' ') ?? [];
        expect(html).toContain(`id="${hint}" class="field-hint"`);
        expect(html).toContain(`id="${error}" class="field-error"`);
      }
      expect(html).toContain('aria-live="polite"');
    },
  );

  it('se: the prerendered calculator shows the example at the lowest rate, in Swedish', async () => {
    const { data, html } = await pageOf('se');
    const text = textOf(html);
    expect(data.calculator?.figures?.yearlyInterest).toBe(6.55);
    expect(text).toMatch(/6,55\s%–26\s%/);
    expect(text).toContain('Representativt exempel: Vid ett lån på');
    expect(text).toContain(`${data.calculator?.figures?.numberOfMonths} månader`);
    expect(text).toContain('Du är minst 20 år.');
  });

  it('no: payment-free months with their fee; fi: the additional loan', async () => {
    expect(textOf((await pageOf('no')).html)).toMatch(/2 betalingsfrie måneder.*150\skr/);
    expect(textOf((await pageOf('fi')).html)).toMatch(/6\s000\sEUR/);
  });

  it.each(['se', 'no', 'fi'] as const)(
    "%s: the calculator asks the partner with the terms' reference and starts with a price",
    async (cc) => {
      const loan = countryTerms(cc).loan;
      if (!loan.available) throw new Error('loan expected');
      const { data, html } = await pageOf(cc);
      expect(data.calculator?.reference).toBe(loan.partnerReference);
      const figures = data.calculator?.figures;
      expect(figures?.monthlyAmountMinor, 'a monthly cost').toBeGreaterThan(0);
      const f = createFormat(cc, countryTerms(cc).languageTag);
      expect(textOf(html)).toContain(
        f.money({ minor: figures?.monthlyAmountMinor ?? 0, currency: loan.minAmount.currency }),
      );
    },
  );

  it('dk: no page in the route table and no slice', async () => {
    expect(ROUTES['private-loan'].countries).not.toContain('dk');
    expect(privateLoanSlice(countryTerms('dk'))).toBeNull();
    await expect(loader(loaderArgs('/dk/private-loan'))).rejects.toBeInstanceOf(Response);
  });
});
