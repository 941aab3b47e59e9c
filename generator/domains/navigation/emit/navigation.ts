import type { Emitted, Model, Templates } from '../../../core/types.js';
import { literal } from '../../../core/literal.js';
import { constantNumber, COUNTRY_KIND } from '../../neighbours.js';
import { COUNTRIES, routesFile, type Country } from '../../routes/sources.js';
import { navigationFile, type MenuEntrySource, type NavTargetSource } from '../sources.js';

export const NAVIGATION_PATH = 'navigation-data.ts';
export const NAVIGATION_MENU_PATH = 'navigation-menu-data.ts';

/**
 * generated/navigation.ts: the shell as typed data (headers, badges, the footer, new-tab links,
 * the app download prompt, the country selector, the logo click, scroll memory and page
 * transitions), every entry with its countries resolved and constants inlined, plus the pure
 * functions the runtime draws the shell with (which entries show, badge text, the store for a
 * device, the country selector's order, what a logo click does). The user menu and its rules are
 * generated/navigation-menu.ts: only a logged-in customer sees the menu, so the browser loads it
 * apart from the shell every public page needs.
 */
export function emitNavigation(model: Model, templates: Templates): Emitted[] {
  const file = navigationFile(model);
  const data = file.data;
  const countryNames = Object.fromEntries(
    COUNTRIES.map((c) => {
      const country = model
        .files<{ nameMessageId?: unknown }>(COUNTRY_KIND)
        .find((f) => f.name === c);
      const id = country?.data.nameMessageId;
      return [c, typeof id === 'string' ? id : `country.name.${c}`];
    }),
  );
  const target = (t: NavTargetSource): object => ({
    route: t.route,
    params: t.params ?? {},
    messageId: t.messageId ?? null,
  });
  const shown = (
    e: { countries?: Country[]; visibleWhen?: string[] },
    outer: readonly Country[],
  ) => ({
    countries: e.countries ? e.countries.filter((c) => outer.includes(c)) : outer,
    visibleWhen: e.visibleWhen ?? [],
  });
  const entry = (e: MenuEntrySource, outer: readonly Country[]): object => {
    const where = shown(e, outer);
    switch (e.kind) {
      case 'link':
        return {
          id: e.id,
          kind: e.kind,
          ...target(e),
          messageId: e.messageId,
          icon: e.icon ?? null,
          badge: e.badge ?? null,
          ...where,
        };
      case 'group':
        return {
          id: e.id,
          kind: e.kind,
          messageId: e.messageId,
          collapsible: e.collapsible,
          ...where,
          entries: e.entries.map((child) => entry(child, where.countries)),
        };
      case 'accountLinks':
        return {
          id: e.id,
          kind: e.kind,
          count: e.count,
          single: {
            konto: target(e.single.konto),
            monthly: target(e.single.monthly),
            freepart: target(e.single.freepart),
          },
          multiple: target(e.multiple),
          ...where,
        };
      case 'insuranceLink':
        return {
          id: e.id,
          kind: e.kind,
          messageId: e.messageId,
          count: e.count,
          one: target(e.one),
          several: target(e.several),
          ...where,
        };
      case 'action':
        return {
          id: e.id,
          kind: e.kind,
          action: e.action,
          messageId: e.messageId,
          trackEvent: e.trackEvent ?? null,
          ...where,
        };
    }
  };

  const header = Object.fromEntries(
    (['loggedOut', 'loggedIn'] as const).map((state) => [
      state,
      data.header[state].map((item) =>
        item.kind === 'menuToggle'
          ? { ...item, badge: item.badge ?? null }
          : { id: item.id, kind: item.kind, route: item.route, messageId: item.messageId },
      ),
    ]),
  );
  const swipe = data.userMenu.closeOn.swipeLeft;
  const menu = templates.render('navigation/navigation-menu-data.ts.hbs', {
    userMenu: literal({
      trackEvent: data.userMenu.trackEvent,
      closeOn: {
        routeChange: data.userMenu.closeOn.routeChange,
        swipeLeft: {
          thresholdPx: constantNumber(model, swipe.thresholdConstant),
          layouts: swipe.layouts,
        },
      },
      entries: data.userMenu.entries.map((e) => entry(e, COUNTRIES)),
    }),
  });
  const content = templates.render('navigation/navigation-data.ts.hbs', {
    header: literal(header),
    badges: literal(
      Object.fromEntries(
        Object.entries(data.badges).map(([id, b]) => [
          id,
          {
            count: b.count,
            textFrom: constantNumber(model, b.textFromConstant),
            textUpTo: constantNumber(model, b.textUpToConstant),
            messageId: b.messageId,
            overflowMessageId: b.overflowMessageId ?? b.messageId,
          },
        ]),
      ),
    ),
    footer: literal({
      trackEvent: data.footer.trackEvent,
      trackSubCategory: data.footer.trackSubCategory,
      groups: data.footer.groups.map((g) => ({
        id: g.id,
        messageId: g.messageId,
        links: g.links.map((l) => ({
          id: l.id,
          route: l.route ?? null,
          target: l.target ?? null,
          messageId: l.messageId,
          ...shown(l, COUNTRIES),
        })),
      })),
    }),
    newTab: literal(data.newTab),
    appDownload: literal({
      hiddenInNativeApp: data.appDownload.hiddenInNativeApp,
      prompt: data.appDownload.prompt,
      stores: data.appDownload.stores.map((s) => ({
        store: s.store,
        device: s.device,
        userAgentTokens: s.userAgentTokens ?? [],
      })),
    }),
    countrySelector: literal({ ...data.countrySelector, nameMessageIds: countryNames }),
    logoClick: literal(data.logoClick),
    scrollMemory: literal({
      paths: constantNumber(model, data.scrollMemory.pathsConstant),
      underRoute: data.scrollMemory.underRoute,
      pathPrefix: routePath(model, data.scrollMemory.underRoute),
    }),
    pageTransitions: literal(data.pageTransitions),
  });
  const sources = [
    file.path,
    routesFile(model).path,
    ...model.files('constants').map((f) => f.path),
    ...model.files(COUNTRY_KIND).map((f) => f.path),
  ];
  return [
    { path: NAVIGATION_PATH, content, sources },
    { path: NAVIGATION_MENU_PATH, content: menu, sources },
  ];
}

function routePath(model: Model, name: string): string {
  return routesFile(model).data.routes.find((r) => r.name === name)?.path ?? '';
}
