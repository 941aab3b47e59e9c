/**
 * Every text a logged-in page can draw is in a part of the texts its route loads before the
 * page is drawn (runtime/shared/i18n/text-parts.ts), so no page is drawn with a missing text and drawn
 * again once every part has come (catalogue.ts's safety net). The prerendered public pages are
 * checked by the build itself (a missing text fails their prerender); here only that each of
 * them is listed, as a page left out loads every part before it hydrates.
 */
import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteName } from '../../../../generated/routes/table.js';
import {
  isListedPage,
  listedAppRoutes,
  partsOfRoute,
} from '../../../../runtime/shared/i18n/text-parts.js';
import { partOfText } from '../../../../runtime/shared/i18n/text-rules.js';
import { textIdsReachableFrom } from '../../../../runtime/shared/i18n/text-usage.js';
import {
  isPrerendered,
  layoutFile,
  pageFile,
  plannedRoutes,
} from '../../../../runtime/shared/routing/plan.js';

describe('the parts of the texts each logged-in page loads', () => {
  it('a flow step page loads its host page parts (the host is drawn under the step)', () => {
    for (const name of Object.keys(ROUTES).filter((route) => route.includes('-steps-'))) {
      const host = name.replace(/-steps-[a-z]+$/, '');
      expect(partsOfRoute(name), name).toEqual(partsOfRoute(host));
    }
    expect(partsOfRoute('app-purchases-brand-id-steps-pay')).toContain('purchases');
    expect(partsOfRoute('app-invoices-brand-id-steps-amount')).toContain('invoices');
  });

  it.each(listedAppRoutes())('%s loads every text its modules can draw', (name) => {
    const route = ROUTES[name as RouteName];
    const files = ['runtime/root.tsx', 'runtime/routes/country.tsx', 'runtime/entry.client.tsx'];
    files.push(`runtime/${layoutFile(route.layout)}`, `runtime/${pageFile(name as RouteName)}`);
    const loaded = new Set<string>(partsOfRoute(name));
    const missing = [...textIdsReachableFrom(files)]
      .filter((id) => !loaded.has(partOfText(id)))
      .map((id) => `${id} (${partOfText(id)})`);
    expect(missing).toEqual([]);
  });

  it('lists only routes of the logged-in area, and none loads the login texts', () => {
    for (const name of listedAppRoutes()) {
      expect(ROUTES[name as RouteName].layout).toBe('default-app');
      expect(partsOfRoute(name)).not.toContain('login');
    }
  });

  it('finds the title a page draws', () => {
    const ids = textIdsReachableFrom(['runtime/routes/pages/app-profile-bank.tsx']);
    expect(ids).toContain('route.appProfileBank.title');
  });

  it('reads the texts a template names by its fixed start, and a code table by its name', () => {
    const ids = textIdsReachableFrom(['runtime/features/invoices/invoice-list.tsx']);
    expect(ids).toContain('code.invoiceType.konto');
    const states = textIdsReachableFrom(['runtime/shared/ui/purchase-state-label.tsx']);
    expect(states).toContain('code.displayState.due');
    expect(states).not.toContain('code.loginState.error');
  });
});

describe('the parts of the texts each public page loads', () => {
  it('are listed for every prerendered page: one left out would load every part', () => {
    const unlisted = plannedRoutes()
      .filter(({ name, definition }) => isPrerendered(definition) && !isListedPage(name))
      .map(({ name }) => name);
    expect(unlisted).toEqual([]);
  });
});
