import { createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import DefaultApp from '../../../../runtime/routes/layouts/default-app.js';
import Login from '../../../../runtime/routes/layouts/login.js';
import Public from '../../../../runtime/routes/layouts/public.js';
import { Badge } from '../../../../runtime/shared/shell/badge.js';
import { LOGGED_IN, renderShell, textOf } from './render.js';

const headerOf = (html: string) => /<header[\s\S]*<\/header>/.exec(html)?.[0] ?? '';

describe('header logged out', () => {
  it('has the logo home and the login link, in each country', async () => {
    for (const [country, login] of [
      ['se', 'Logga in'],
      ['no', 'Logg inn'],
      ['fi', 'Kirjaudu sisään'],
      ['dk', 'Log ind'],
    ] as const) {
      const header = headerOf(await renderShell(country, Public));
      expect(header).toMatch(new RegExp(`<a class="shell-logo" href="/${country}"`));
      expect(header).toContain('Nordpay');
      expect(header).toMatch(new RegExp(`<a class="shell-login" href="/${country}/login"`));
      expect(textOf(header)).toContain(login);
      expect(header).not.toContain('shell-menu-toggle');
    }
  });

  it('does not link the login page to itself', async () => {
    const header = headerOf(await renderShell('se', Login, { route: 'login', path: '/se/login' }));
    expect(header).toContain('shell-logo');
    expect(header).not.toContain('shell-login');
  });
});

describe('header logged in', () => {
  it('has the menu toggle with its bubble, the logo to the app and customer service', async () => {
    const header = headerOf(
      await renderShell('se', DefaultApp, { route: 'app', path: '/se/app', session: LOGGED_IN }),
    );
    expect(header).toContain('aria-expanded="false"');
    expect(header).toContain('aria-controls="user-menu"');
    // The count describes the toggle without renaming it ("Öppna menyn" stays its name).
    expect(header).toContain('aria-describedby="menu-bubble"');
    expect(header).toMatch(/<\/button><span id="menu-bubble" class="badge">/);
    expect(textOf(header)).toContain('Öppna menyn');
    expect(header).toContain('<span aria-hidden="true">3</span>');
    expect(textOf(header)).toContain('3 nya notiser');
    expect(header).toMatch(/<a class="shell-logo" href="\/se\/app"/);
    expect(header).toMatch(/<a class="shell-customer-service" href="\/se\/customer-service"/);
    // The toggle comes first, then the logo, then customer service.
    expect(header.indexOf('shell-menu-toggle')).toBeLessThan(header.indexOf('shell-logo'));
    expect(header.indexOf('shell-logo')).toBeLessThan(header.indexOf('shell-customer-service'));
  });

  it('puts the back link in place of the menu toggle when the route has one', async () => {
    const header = headerOf(
      await renderShell('no', DefaultApp, {
        route: 'app-notifications',
        path: '/no/app/notifications',
        session: LOGGED_IN,
      }),
    );
    expect(header).not.toContain('shell-menu-toggle');
    expect(header).toMatch(/<a class="shell-back" href="\/no\/app"/);
    expect(textOf(header)).toContain('Tilbake');
  });
});

describe('notification bubble', () => {
  const draw = async (count: number) =>
    renderShell('se', () => h(Badge, { badge: 'notifications', count }));

  it('shows 1 to 99 as text with a spoken label', async () => {
    expect(await draw(1)).toContain('<span aria-hidden="true">1</span>');
    expect(textOf(await draw(1))).toContain('1 ny notis');
    expect(await draw(99)).toContain('<span aria-hidden="true">99</span>');
  });

  it('shows a bubble without text above 99, and nothing for 0', async () => {
    const html = await draw(150);
    expect(html).toContain('badge badge-overflow');
    expect(html).not.toContain('150');
    expect(textOf(html)).toContain('Fler än 99 nya notiser');
    expect(await draw(0)).not.toContain('badge');
  });
});
