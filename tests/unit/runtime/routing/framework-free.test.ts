import { describe, expect, it } from 'vitest';
import { brandSlugs } from '../../../../generated/brands.js';
import { PARAM_RULES } from '../../../../generated/routes/table.js';
import {
  APP_START_ID,
  frameworkFreePages,
  PAGE_DATA_ID,
  withoutFramework,
  type ShellData,
} from '../../../../runtime/shared/routing/framework-free.js';

const data: ShellData = {
  country: 'se',
  route: 'about-us',
  texts: { 'footer.cookieBanner.title': 'Vi använder cookies </script>' },
  links: {
    home: '/se',
    cookies: '/se/page/helpdesk/tac/cookies',
    compatibility: '/se/compatibility',
  },
  islands: {},
  footer: { '/se/about-us': 'aboutUs' },
};

const page =
  '<!DOCTYPE html><html><head><title>Om</title><link rel="modulepreload" href="/assets/a.js"/>' +
  '<link rel="stylesheet" href="/assets/shell.css"/></head><body><main>Text</main>' +
  '<script>window.__reactRouterContext = {};</script>' +
  '<script type="module" async="">import "/assets/a.js";</script><!--$--></body></html>';

describe('withoutFramework', () => {
  const html = withoutFramework(page, '/assets/enhance-x.js', ['/assets/enhance-x.css'], data)!;
  const outsideTemplate = html.replace(/<template[\s\S]*<\/template>/, '');

  it('leaves no modulepreload and no script of the framework outside the template', () => {
    expect(outsideTemplate).not.toContain('modulepreload');
    expect(outsideTemplate).not.toContain('__reactRouterContext');
    expect(outsideTemplate).not.toContain('import "/assets/a.js"');
    expect(outsideTemplate).toContain('<main>Text</main>');
    expect(outsideTemplate).toContain('<link rel="stylesheet" href="/assets/shell.css"/>');
  });

  it('keeps the start-up inert, in its order with its boundary markers, for a logged-in visitor', () => {
    const template = new RegExp(`<template id="${APP_START_ID}">([\\s\\S]*)</template>`).exec(
      html,
    )?.[1];
    expect(template).toBe(
      '<link rel="modulepreload" href="/assets/a.js"/>' +
        '<script>window.__reactRouterContext = {};</script>' +
        '<script type="module" async="">import "/assets/a.js";</script><!--$-->',
    );
  });

  it('loads the enhancement script and its styles, with the page data as safe JSON', () => {
    expect(html).toContain('<link rel="stylesheet" href="/assets/enhance-x.css"/></head>');
    expect(html).toContain('<script type="module" src="/assets/enhance-x.js"></script></body>');
    const json = new RegExp(
      `<script type="application/json" id="${PAGE_DATA_ID}">(.*?)</script>`,
    ).exec(html)?.[1];
    expect(json).not.toContain('</script');
    expect(JSON.parse(json!)).toEqual(data);
  });

  it("preloads the islands' modules in the head, outside the template, at low priority", () => {
    const withIsland = withoutFramework(page, '/assets/enhance-x.js', [], data, [
      '/assets/enhance-island.js',
      '/assets/enhance-react.js',
    ])!;
    const head = withIsland.slice(0, withIsland.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="modulepreload" href="/assets/enhance-island.js" fetchpriority="low"/>' +
        '<link rel="modulepreload" href="/assets/enhance-react.js" fetchpriority="low"/>',
    );
  });

  it('refuses HTML React Router did not write', () => {
    expect(withoutFramework('<html><head></head><body></body></html>', '/e.js', [], data)).toBe(
      null,
    );
    const elementAfter = page.replace('<!--$-->', '<div>late</div>');
    expect(withoutFramework(elementAfter, '/e.js', [], data)).toBe(null);
  });
});

describe('frameworkFreePages', () => {
  it('lists each flagged page in each of its countries', () => {
    const paths = frameworkFreePages().map((page) => page.path);
    // Private loan in the three countries that offer it, the login pages of each country's
    // providers, the income verification's return and the accessibility statement in each
    // country (islands, docs/decisions/0026); each login result (18) in each country; the
    // insurance page and one page per brand in each country.
    expect(paths).toHaveLength(
      65 + PARAM_RULES.loginState.values.length * 4 + (1 + brandSlugs.length) * 4,
    );
    expect(paths).toContain('/se/login');
    expect(paths).toContain('/se/login/providers/bankid-login');
    expect(paths).not.toContain('/fi/login/providers/bankid-login');
    expect(paths).toContain('/fi/private-loan');
    expect(paths).not.toContain('/dk/private-loan');
    expect(paths).toContain('/fi/page/helpdesk/tac/cookies');
    expect(paths).toContain('/no');
    expect(paths).toContain('/dk/payment-options');
    expect(paths).toContain('/dk/compatibility');
    expect(paths).toContain('/no/login/result/sessionTimeout');
    expect(paths).toContain('/dk/income-verification-callback');
    expect(paths).not.toContain('/se/login/result/:state');
    expect(paths).toContain('/se/accessibility');
    expect(paths).toContain('/dk/accessibility');
    expect(paths).toContain('/dk/ppi');
    expect(paths).toContain(`/no/ppi/${brandSlugs[0]}`);
    expect(paths).not.toContain('/se/ppi/:brand');
  });
});
