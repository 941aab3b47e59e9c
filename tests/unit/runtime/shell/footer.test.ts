import { createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import { countryCodes } from '../../../../generated/countries/index.js';
import Editorial from '../../../../runtime/routes/layouts/editorial.js';
import Public from '../../../../runtime/routes/layouts/public.js';
import { CountrySelector } from '../../../../runtime/shared/shell/country-selector.js';
import { FooterAnchor } from '../../../../runtime/shared/shell/footer.js';
import { renderShell, textOf } from './render.js';

const footerOf = (html: string) => /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';

describe('footer', () => {
  it('has the three groups with their links in each country; private loan not in dk', async () => {
    for (const country of countryCodes) {
      const footer = footerOf(await renderShell(country, Public));
      expect(footer.match(/<h2 id="footer-(services|product|information)"/g)).toHaveLength(3);
      for (const path of [
        'payment-options',
        'ppi',
        'about-us',
        'customer-service',
        'terms-and-conditions',
        'page/helpdesk/tac/cookies',
        'gdpr-policy',
      ]) {
        expect(footer).toContain(`href="/${country}/${path}"`);
      }
      if (country === 'dk') expect(footer).not.toContain('private-loan');
      else expect(footer).toContain(`href="/${country}/private-loan"`);
    }
  });

  it('leaves the download-app link out of the prerendered page', async () => {
    const footer = footerOf(await renderShell('se', Public));
    expect(textOf(footer)).not.toContain('Ladda ner appen');
  });

  it('has the cookie settings button in the information group and the country button', async () => {
    const footer = footerOf(await renderShell('fi', Editorial));
    const information = footer.slice(footer.indexOf('id="footer-information"'));
    expect(information).toMatch(/<button type="button" class="shell-footer-button">/);
    expect(footer).toMatch(/class="shell-country-button" aria-haspopup="dialog"/);
    expect(footer).toMatch(/aria-hidden="true">FI<\/span>Valitse maa<\/button>/);
  });

  it('opens PDF links in a new tab, said in the page language', async () => {
    const html = await renderShell('no', () =>
      h(FooterAnchor, {
        href: '/files/terms.pdf',
        external: true,
        onClick: () => {},
        children: 'Vilkår',
      }),
    );
    expect(html).toContain('target="_blank" rel="noopener"');
    expect(textOf(html)).toContain('(åpnes i en ny fane)');
  });
});

describe('country selector', () => {
  const codesIn = (html: string) =>
    [
      ...html
        .slice(html.indexOf('<dialog'))
        .matchAll(/class="country-code" aria-hidden="true">([A-Z]{2})</g),
    ].map((m) => m[1]);

  it('is a closed modal dialog listing the selected country first, then by name', async () => {
    const html = await renderShell('no', CountrySelector, {
      route: 'about-us',
      path: '/no/about-us',
    });
    expect(html).toMatch(
      /<dialog class="country-selector" aria-labelledby="country-selector-title">/,
    );
    expect(html).not.toMatch(/<dialog[^>]* open/);
    // Norge first, then Danmark, Finland, Sverige by their Norwegian names.
    expect(codesIn(html)).toEqual(['NO', 'DK', 'FI', 'SE']);
    expect(html).toContain('<a href="/no/about-us" aria-current="true">');
    expect(html).toContain('<a href="/se/about-us">');
  });

  it('leads to the same page in each country, without dk on the private-loan page', async () => {
    const html = await renderShell('se', CountrySelector, {
      route: 'private-loan',
      path: '/se/private-loan',
    });
    expect(codesIn(html)).toEqual(['SE', 'FI', 'NO']);
    expect(html).toContain('<a href="/fi/private-loan">');
  });

  it('links home to home', async () => {
    const html = await renderShell('dk', CountrySelector);
    expect(html).toContain('<a href="/se">');
    expect(textOf(html)).toContain('Vælg land');
  });
});
