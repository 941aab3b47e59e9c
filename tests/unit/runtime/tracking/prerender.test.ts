import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { countryTerms } from '../../../../generated/countries/index.js';
import { catalogueOf, ensureCatalogue } from '../../../../runtime/shared/i18n/catalogue.js';
import { CountryContext } from '../../../../runtime/shared/i18n/country-context.js';
import { TextsProvider } from '../../../../runtime/shared/i18n/texts.js';
import { AppPrompt } from '../../../../runtime/shared/platform/app-prompt.js';
import { CompatNotice } from '../../../../runtime/shared/platform/compat-notice.js';
import { InterfaceProvider } from '../../../../runtime/shared/platform/interface.js';
import { PrefetchLink } from '../../../../runtime/shared/ui/prefetch-link.js';
import { GuardedButton } from '../../../../runtime/shared/platform/guarded-click.js';
import { ConsentSettingsButton } from '../../../../runtime/shared/tracking/consent-settings.js';
import { CookieBanner } from '../../../../runtime/shared/tracking/cookie-banner.js';
import { TrackingProvider } from '../../../../runtime/shared/tracking/provider.js';

beforeAll(async () => {
  await ensureCatalogue('se');
});

/** Renders inside a router at /se/about-us, with the Swedish texts and terms, as the build does. */
function render(node: () => ReactNode): string {
  const terms = countryTerms('se');
  const Page = () =>
    h(TextsProvider, {
      catalogue: catalogueOf('se'),
      languageTag: terms.languageTag,
      children: h(CountryContext.Provider, { value: { country: 'se', terms } }, node()),
    });
  const Stub = createRoutesStub([{ path: '/se/about-us', id: 'about-us__se', Component: Page }]);
  return renderToString(h(Stub, { initialEntries: ['/se/about-us'] }));
}

describe('while prerendering', () => {
  it('the providers draw the page and no notice', () => {
    const html = render(() =>
      h(InterfaceProvider, null, h(TrackingProvider, null, h('main', null, 'page'))),
    );
    expect(html).toContain('<main>page</main>');
    expect(html).not.toContain('notice');
    expect(html).not.toContain('<section');
  });

  it('a prefetch link prefetches nothing yet', () => {
    const html = render(() => h(PrefetchLink, { to: '/se/payment-options' }, 'Betalsätt'));
    expect(html).toContain('href="/se/payment-options"');
    expect(html).not.toContain('rel="prefetch"');
    expect(html).not.toContain('modulepreload');
  });

  it('a guarded button is a plain button', () => {
    expect(render(() => h(GuardedButton, null, 'Betala'))).toContain(
      '<button type="button">Betala</button>',
    );
  });
});

describe('the consent settings button', () => {
  it('is a button that reopens the choice', () => {
    expect(render(() => h(ConsentSettingsButton, { className: 'x' }))).toBe(
      '<button type="button" class="x">Ändra cookieinställningar</button>',
    );
  });
});

describe('the notices once shown', () => {
  it('the cookie banner is a named region with equal accept and decline and the policy link', () => {
    const html = render(() => h(CookieBanner, { onChoose: () => {} }));
    expect(html).toMatch(/<section class="notice" aria-labelledby="([^"]+)"><h2 id="\1"/);
    expect(html).toContain('Vi använder cookies');
    expect(html).toContain(
      '<button type="button" class="notice-button">Godkänn alla cookies</button>',
    );
    expect(html).toContain(
      '<button type="button" class="notice-button">Endast nödvändiga</button>',
    );
    expect(html).toContain('href="/se/page/helpdesk/tac/cookies"');
    expect(html).not.toContain('style=');
  });

  it('the app prompt links to the store and can be dismissed', () => {
    const html = render(() =>
      h(AppPrompt, { href: 'https://apps.apple.com/se/app/x', onDismiss: () => {} }),
    );
    expect(html).toContain('Hämta vår app');
    expect(html).toContain('href="https://apps.apple.com/se/app/x"');
    expect(html).toContain('Inte nu');
  });

  it('the old-browser notice links to the compatibility page', () => {
    const html = render(() => h(CompatNotice, { onContinue: () => {} }));
    expect(html).toContain('Din webbläsare är för gammal');
    expect(html).toContain('href="/se/compatibility"');
    expect(html).toContain('Fortsätt ändå');
  });
});
