import { describe, expect, it } from 'vitest';
import { countryCodes } from '../../../../generated/countries/index.js';
import DefaultApp from '../../../../runtime/routes/layouts/default-app.js';
import Editorial from '../../../../runtime/routes/layouts/editorial.js';
import ErrorLayout from '../../../../runtime/routes/layouts/error.js';
import Light from '../../../../runtime/routes/layouts/light.js';
import Login from '../../../../runtime/routes/layouts/login.js';
import Preview from '../../../../runtime/routes/layouts/preview.js';
import Public from '../../../../runtime/routes/layouts/public.js';
import { loggedInRedirect } from '../../../../runtime/shared/shell/frame.js';
import { LOGGED_IN, renderShell, textOf } from './render.js';

const layouts = { DefaultApp, Editorial, ErrorLayout, Light, Login, Preview, Public };

describe('layouts', () => {
  for (const [name, Layout] of Object.entries(layouts)) {
    it(`${name} draws a skip link to #main and the page inside main#main`, async () => {
      const html = await renderShell('se', Layout);
      expect(html).toContain('<a class="skip-link" href="#main">Hoppa till huvudinnehållet</a>');
      expect(html).toMatch(/<main id="main" tabindex="-1"><div class="page"><p>PAGE<\/p>/);
    });
  }

  it('gives the notices their place right after the skip link, before the header', async () => {
    // A first-time visitor's first Tab is the skip link; the cookie choice comes next.
    const html = await renderShell('se', Public);
    expect(html).toMatch(
      /^<div class="shell shell-public"><a class="skip-link" href="#main">[^<]*<\/a><div class="notice-slot" aria-live="polite"><\/div>(<[^>]*>)*<header/,
    );
  });

  it('has a header where the layout definition says', async () => {
    for (const Layout of [Public, Editorial, Login, ErrorLayout, DefaultApp]) {
      expect(await renderShell('se', Layout)).toContain('<header');
    }
    for (const Layout of [Light, Preview]) {
      expect(await renderShell('se', Layout)).not.toContain('<header');
    }
  });

  it('has a footer on public and editorial pages only', async () => {
    for (const Layout of [Public, Editorial]) {
      expect(await renderShell('no', Layout)).toContain('<footer');
    }
    for (const Layout of [Login, ErrorLayout, DefaultApp, Light, Preview]) {
      expect(await renderShell('no', Layout)).not.toContain('<footer');
    }
  });

  it('skip link text in each language', async () => {
    const expected = {
      se: 'Hoppa till huvudinnehållet',
      no: 'Hopp til hovedinnholdet',
      fi: 'Siirry pääsisältöön',
      dk: 'Spring til hovedindholdet',
    };
    for (const country of countryCodes) {
      expect(textOf(await renderShell(country, Public))).toContain(expected[country]);
    }
  });

  it('sends logged-in visitors of the public layout to the app', async () => {
    expect(loggedInRedirect('public', 'fi')).toBe('/fi/app');
    expect(loggedInRedirect('editorial', 'fi')).toBeNull();
    // The redirect is an effect: the drawn page is unchanged.
    expect(await renderShell('fi', Public, { session: LOGGED_IN })).toContain('<p>PAGE</p>');
  });
});
