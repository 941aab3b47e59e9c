import { createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import { countryCodes, type CountryCode } from '../../../../generated/countries/index.js';
import type { RouteName } from '../../../../generated/routes/table.js';
import type { Session } from '../../../../runtime/shared/session/session.js';
import { UserMenu } from '../../../../runtime/shared/shell/user-menu.js';
import { LOGGED_IN, renderShell, textOf } from './render.js';

const menu = (
  country: CountryCode,
  session: Session = LOGGED_IN,
  route: RouteName = 'app',
  path = `/${country}/app`,
) =>
  renderShell(country, () => h(UserMenu, { id: 'user-menu', onClose: () => {} }), {
    route,
    path,
    session,
  });

const withUser = (patch: Partial<NonNullable<Session['user']>>): Session => ({
  loggedIn: true,
  user: { ...LOGGED_IN.user!, ...patch },
});

describe('user menu', () => {
  it('is a labelled navigation with every entry in order (se)', async () => {
    const html = await menu('se');
    expect(html).toMatch(/^<nav id="user-menu" class="user-menu" aria-label="Användarmeny">/);
    const text = textOf(html);
    const order = [
      'Hem',
      'Notiser',
      'Mina betalningar',
      'Mina köp',
      'Återbetalning',
      'Mitt konto',
      'Min profil',
      'Mina uppgifter',
      'Mejladresser',
      'Bankkonto',
      'Villkor',
      'Årsbesked om ränta',
      'Mitt betalskydd',
      'Betalskydd',
      'Privatlån',
      'Hjälp och kontakt',
      'Om oss',
      'Logga ut',
    ];
    let at = -1;
    for (const label of order) {
      const next = text.indexOf(label, at + 1);
      expect(next, label).toBeGreaterThan(at);
      at = next;
    }
  });

  it('leaves private loan out in dk only', async () => {
    for (const country of countryCodes) {
      const html = await menu(country);
      if (country === 'dk') expect(html).not.toContain('private-loan');
      // The logged-in customer's loan page, never the public one (whose way to apply is a login).
      else expect(html).toContain(`href="/${country}/app/private-loan"`);
    }
  });

  it('has collapsible groups with aria-expanded', async () => {
    const html = await menu('fi');
    expect(html.match(/class="user-menu-group" aria-expanded="true"/g)).toHaveLength(2);
  });

  it('shows the notification and refund counts as badges', async () => {
    const text = textOf(await menu('se'));
    expect(text).toContain('3 nya notiser');
    expect(text).toContain('2 återbetalningar väntar');
  });

  it('links one due konto account straight to it, several to the overview', async () => {
    expect(await menu('se')).toContain('href="/se/app/account/fjallmode"');
    const several = await menu(
      'se',
      withUser({ counts: { ...LOGGED_IN.user!.counts, dueAccountsAndFreepartOrders: 2 } }),
    );
    expect(several).toContain('href="/se/app/payments-overview"');
    expect(textOf(several)).toContain('Mina konton och fakturor');
    const none = await menu(
      'se',
      withUser({ counts: { ...LOGGED_IN.user!.counts, dueAccountsAndFreepartOrders: 0 } }),
    );
    expect(none).not.toContain('/se/app/account/');
    expect(none).not.toContain('payments-overview');
  });

  it('links one insured konto account to its insurance, several to connected-ppis', async () => {
    expect(await menu('no')).toContain('href="/no/app/connected-ppis"');
    const one = await menu(
      'no',
      withUser({
        counts: { ...LOGGED_IN.user!.counts, kontoAccountsWithPpi: 1 },
        insuredBrand: 'hemmahus',
      }),
    );
    expect(one).toContain('href="/no/app/my-insurance/hemmahus"');
  });

  it('offers insurance only with a konto account without it', async () => {
    expect(await menu('se')).toContain('href="/se/app/ppi"');
    expect(await menu('se', withUser({ hasKontoAccountWithoutPpi: false }))).not.toContain(
      'href="/se/app/ppi"',
    );
  });

  it('adds the customer-service option on purchase routes', async () => {
    const plain = await menu('dk');
    const purchases = await menu('dk', LOGGED_IN, 'app-purchases', '/dk/app/purchases');
    const count = (html: string) => (html.match(/href="\/dk\/customer-service"/g) ?? []).length;
    expect(count(purchases)).toBe(count(plain) + 1);
  });

  it('ends with the logout button', async () => {
    expect(await menu('dk')).toMatch(
      /<button type="button" class="user-menu-link">Log ud<\/button><\/li><\/ul><\/nav>$/,
    );
  });
});
