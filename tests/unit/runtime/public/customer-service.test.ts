import { createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import { countryCodes, type CountryCode } from '../../../../generated/countries/index.js';
import { loader } from '../../../../runtime/routes/pages/customer-service.js';
import { CustomerServiceView } from '../../../../runtime/features/public-pages/customer-service-view.js';
import { clockTime, dayLabel } from '../../../../runtime/shared/terms/opening-hours.js';
import { count, loaderArgs, renderInCountry, textOf } from './render.js';

const pageOf = async (country: CountryCode) => {
  const { data } = await loader(loaderArgs(`/${country}/customer-service`));
  return { data, html: await renderInCountry(country, () => h(CustomerServiceView, { data })) };
};

describe('customer service page', () => {
  it.each(countryCodes)('%s: one h1, headed sections, login link', async (cc) => {
    const { html } = await pageOf(cc);
    expect(count(html, /<h1[ >]/g)).toBe(1);
    expect(count(html, /<section/g)).toBe(count(html, /<section aria-labelledby=/g));
    expect(html).toMatch(new RegExp(`href="/${cc}/[^"]*login`));
  });

  it('fi: invoice opening hours in Finnish, as a sentence and a table', async () => {
    const { data, html } = await pageOf('fi');
    const text = textOf(html);
    expect(data.openingHours?.appliesTo).toBe('invoices');
    // Finnish writes the sentence "ma–to klo 8–16 ja pe klo 8–14", the table in full day names.
    expect(text).toContain('ma–to klo 8–16 ja pe klo 8–14');
    expect(text).toContain('Maanantai–torstai');
    expect(text).toMatch(/Perjantai\s*8–14/);
    expect(html).toContain('<caption>');
    expect(html).toContain('<th scope="row">');
  });

  it('dk: Danish weekdays and times', async () => {
    const text = textOf((await pageOf('dk')).html);
    expect(text).toContain('mandag–fredag');
    expect(text).toMatch(/07[.:]30–18[.:]00/);
  });

  it('se and no: no hours in the terms, so the weekday sentence and no table', async () => {
    for (const cc of ['se', 'no'] as const) {
      const { data, html } = await pageOf(cc);
      expect(data.openingHours).toBeNull();
      expect(html).not.toContain('<table');
    }
  });

  it('links the private-loan questions where that page exists, never in dk', async () => {
    expect((await pageOf('se')).data.faqHref).toMatch(/^\/se\/.+#faq$/);
    expect((await pageOf('dk')).data.faqHref).toBeNull();
  });
});

describe('opening hours', () => {
  it('names consecutive days as a range and others as a list', () => {
    expect(dayLabel(['mon', 'tue', 'wed', 'thu'], 'sv-SE')).toBe('måndag–torsdag');
    expect(dayLabel(['sat', 'mon'], 'nb-NO')).toBe('mandag og lørdag');
    expect(dayLabel(['fri'], 'da-DK')).toBe('fredag');
  });

  it('writes clock times in the language style', () => {
    expect(clockTime('08:00', 'sv-SE')).toBe('08:00');
    expect(clockTime('14:30', 'fi-FI')).toBe('14.30');
    expect(clockTime('08:00', 'fi-FI')).toBe('8');
  });
});
