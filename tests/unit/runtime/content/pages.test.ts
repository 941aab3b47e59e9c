import { describe, expect, it } from 'vitest';
import { countryCodes, countryLocale } from '../../../../generated/countries/index.js';
import { contentEntry } from '../../../../generated/content/entries.js';
import * as aboutUs from '../../../../runtime/routes/pages/about-us.js';
import * as compatibility from '../../../../runtime/routes/pages/compatibility.js';
import * as cookies from '../../../../runtime/routes/pages/page-helpdesk-tac-cookies.js';
import * as gdpr from '../../../../runtime/routes/pages/gdpr-policy.js';
import * as home from '../../../../runtime/routes/pages/home.js';
import * as terms from '../../../../runtime/routes/pages/terms-and-conditions.js';
import { count, loaderArgs, renderPage, textOf } from './render.js';

type ContentPage = typeof aboutUs;
const PAGES: Array<[string, string, ContentPage]> = [
  ['home', '', home],
  ['about-us', 'about-us', aboutUs],
  ['terms-and-conditions', 'terms-and-conditions', terms],
  ['cookies', 'page/helpdesk/tac/cookies', cookies],
  ['gdpr-policy', 'gdpr-policy', gdpr],
  ['compatibility', 'compatibility', compatibility],
];

const cases = countryCodes.flatMap((cc) =>
  PAGES.map(([key, path, page]) => ({ cc, key, path: path ? `/${cc}/${path}` : `/${cc}`, page })),
);

describe.each(cases)('$key in $cc', ({ cc, key, path, page }) => {
  it('loads the entry in the country’s language and draws it, title in <title>', async () => {
    const data = await page.loader(loaderArgs(path));
    const entry = contentEntry(key as Parameters<typeof contentEntry>[0], countryLocale[cc]);
    expect(data).toMatchObject({ id: entry.id, country: cc, title: entry.content.title });
    const html = await renderPage(cc, path, page.default, data);
    const text = textOf(html);
    expect(count(html, /<h1[ >]/g)).toBe(1);
    expect(text).toContain(entry.content.title);
    expect(text).toContain(entry.content.intro.replace(/\s+/g, ' '));
    expect(count(html, /<h2[ >]/g)).toBe(entry.content.sections.length);
    expect(page.meta({ data } as Parameters<typeof page.meta>[0])).toEqual([
      { title: entry.content.title },
    ]);
  });
});

describe('links', () => {
  it('home links to payment options and login in its own country', async () => {
    const data = await home.loader(loaderArgs('/no'));
    const html = await renderPage('no', '/no', home.default, data);
    expect(html).toContain('href="/no/payment-options"');
    expect(html).toContain('href="/no/login"');
  });

  it.each(countryCodes)('%s: the terms link the credit terms PDF in a new tab', async (cc) => {
    const path = `/${cc}/terms-and-conditions`;
    const data = await terms.loader(loaderArgs(path));
    const html = await renderPage(cc, path, terms.default, data);
    expect(html).toContain(`href="/download/CREDIT_TERMS_AND_CONDITIONS/nordpay/${cc}.pdf"`);
    expect(html).toContain('target="_blank"');
    expect(html).toContain(`href="/${cc}/gdpr-policy"`);
  });
});
