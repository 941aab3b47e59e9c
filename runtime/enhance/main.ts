/**
 * The enhancement script of the framework-free pages (docs/decisions/0024): what the shell does
 * in the browser on a page that ships no React and no router, with the same pure modules the app
 * uses. A logged-in visitor gets the app instead (wake.ts), and so does a page in maintenance,
 * whose 503 page the app draws (messages.ts). Otherwise: the notices one at a time
 * (old browser, the cookie choice, the app prompt), consent and the consent-gated page view and
 * clicks, the cookie settings button, the country selector, the download-app link on a phone,
 * the feature toggles of a `FEATURE_` query parameter.
 * Links are ordinary links: the next page is a full load of its prerendered HTML.
 */
import { footerGroupsFor, LOGO_CLICK, logoClick } from '../../generated/navigation.js';
import { loggedInHint } from '../shared/api/session-signal.js';
import { appDownloadUrl, offersApp } from '../shared/platform/app-store.js';
import { grantCompatAccess, needsCompatNotice } from '../shared/platform/compat.js';
import { nativeAppOf, viewportOf } from '../shared/platform/device.js';
import { readStored, STORAGE_KEYS, writeStored } from '../shared/platform/storage.js';
import { ISLAND_ATTRIBUTE, islandOf } from '../shared/islands/island-element.js';
import { PAGE_DATA_ID, type ShellData } from '../shared/routing/framework-free.js';
import { navContextFor } from '../shared/shell/nav-context.js';
import { clearSavedScroll } from '../shared/shell/scroll-memory.js';
import { readConsent, storeConsent, type Consent } from '../shared/tracking/consent.js';
import {
  pageViewFor,
  recordVisit,
  setTrackingConsent,
  track,
  trackClick,
  trackingState,
  type RouteVisit,
} from '../shared/tracking/events.js';
import { loadTagManager } from '../shared/tracking/tag-manager.js';
import { rememberFeatureQuery } from './features.js';
import { appAsked, watchMessages } from './messages.js';
import { hideNotice, showNotice } from './notice.js';
import { wakeApp } from './wake.js';
// The notices' styles, which the app loads with their code (platform/notice.tsx).
import '../shared/styles/consent.css';

const data = JSON.parse(document.getElementById(PAGE_DATA_ID)?.textContent ?? 'null') as ShellData;

// A logged-in visitor's page, or one in maintenance (the app draws its 503 page), starts the app.
if (!((loggedInHint() || appAsked()) && wakeApp())) {
  // The islands fetch what they need while the feed is asked, and hydrate once it has answered.
  const islands = prepareIslands(data.islands);
  watchMessages(data.country, (appNeeded) => {
    if (!appNeeded || !wakeApp()) enhance(data, islands);
  });
}

function enhance(
  { country, route, texts, links, footer }: ShellData,
  islands: readonly PreparedIsland[],
): void {
  hydrateIslands(country, islands);
  const t = (id: string): string => texts[id] ?? '';
  const nativeApp = nativeAppOf(window);
  const rootFont = parseFloat(getComputedStyle(document.documentElement).fontSize);
  const { layout } = viewportOf(window.innerWidth, rootFont);
  const visit: RouteVisit = {
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
    pageType: route,
  };
  recordVisit(trackingState, visit);
  // A failed load of the reader leaves the stored toggles as they were, as in the app.
  void rememberFeatureQuery(location.search).catch(() => undefined);

  /** With consent: the Tag Manager and this page's view, once. */
  let viewed = false;
  const applyConsent = (consent: Consent | null) => {
    setTrackingConsent(consent === 'granted');
    if (consent !== 'granted' || viewed) return;
    viewed = true;
    void loadTagManager().catch(() => false);
    const view = pageViewFor(null, visit, country, trackingState.errorCode);
    if (view) track('page_view', view);
  };

  let compat = needsCompatNotice();
  let consent = readConsent();
  let reopened = false;
  let appDismissed = readStored(STORAGE_KEYS.appPromptDismissed) !== null;
  const storeHref = appDownloadUrl(navigator.userAgent, country);

  // The notice of the moment, as tracking/notices.tsx chooses it.
  const showCurrent = () => {
    if (compat) {
      showNotice(t('header.compatNotice.title'), t('header.compatNotice.body'), [
        {
          kind: 'button',
          text: t('header.compatNotice.continue'),
          run: () => {
            grantCompatAccess();
            compat = false;
            showCurrent();
          },
        },
        { kind: 'link', text: t('route.compatibility.title'), href: links.compatibility },
      ]);
    } else if (consent === null || reopened) {
      const choose = (choice: Consent) => () => {
        storeConsent(choice);
        consent = choice;
        reopened = false;
        applyConsent(choice);
        showCurrent();
      };
      showNotice(
        t('footer.cookieBanner.title'),
        t('footer.cookieBanner.body'),
        [
          { kind: 'button', text: t('footer.cookieBanner.accept'), run: choose('granted') },
          { kind: 'button', text: t('footer.cookieBanner.reject'), run: choose('denied') },
          { kind: 'link', text: t('footer.cookieBanner.readMore'), href: links.cookies },
        ],
        true,
      );
    } else if (offersApp(nativeApp, layout, appDismissed)) {
      const dismiss = () => {
        writeStored(STORAGE_KEYS.appPromptDismissed, '1');
        appDismissed = true;
        showCurrent();
      };
      showNotice(t('header.appPrompt.title'), t('header.appPrompt.body'), [
        {
          kind: 'link',
          text: t('header.appPrompt.download'),
          href: storeHref,
          button: true,
          run: dismiss,
        },
        { kind: 'button', text: t('header.appPrompt.dismiss'), quiet: true, run: dismiss },
      ]);
    } else {
      hideNotice();
    }
  };
  applyConsent(consent);
  showCurrent();

  document.querySelector('.shell-footer-button')?.addEventListener('click', () => {
    reopened = true;
    showCurrent();
  });

  // The country selector: a native modal <dialog> (focus kept inside, Escape closes it, focus
  // back on the button), as shell/country-selector.tsx opens it.
  const countryDialog = document.querySelector<HTMLDialogElement>('dialog.country-selector');
  document
    .querySelector('.shell-country-button')
    ?.addEventListener('click', () => countryDialog?.open || countryDialog?.showModal());
  countryDialog
    ?.querySelector('.country-selector-close')
    ?.addEventListener('click', () => countryDialog.close());

  // Clicks tracked as the app tracks them (shell/footer.tsx, shell/logo.tsx).
  document.querySelector('.shell-logo')?.addEventListener('click', () => {
    const effect = logoClick(location.pathname, links.home);
    if (effect.track) trackClick(LOGO_CLICK.trackCategory);
    if (effect.clearSavedScroll) clearSavedScroll();
  });
  document.querySelector('footer')?.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const id = link && footer[link.getAttribute('href') ?? ''];
    if (id) trackClick(id, 'footer');
  });

  addDownloadLink(country, nativeApp, layout, storeHref, t);
}

/** An island's module (runtime/islands/hydrate-island.tsx). */
interface IslandModule {
  prepare(props: unknown): Promise<unknown>;
  hydrate(element: Element, country: ShellData['country'], props: unknown): Promise<void>;
}

/** An island of the page, its module loading and what it needs fetched (`prepare`). */
interface PreparedIsland {
  readonly element: Element;
  readonly props: unknown;
  readonly ready: Promise<IslandModule>;
}

/**
 * Loads each island's module (preloaded by the page's head) and has it fetch what its first draw
 * needs, at once: its texts and lazy parts then come in while the feed is asked, not after.
 */
function prepareIslands(islands: ShellData['islands']): PreparedIsland[] {
  return Array.from(document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)).flatMap((element) => {
    const island = islandOf(element);
    const src = island && islands[island.name];
    if (!island || !src) return [];
    const ready = (import(/* @vite-ignore */ src) as Promise<IslandModule>).then(async (module) => {
      // A part that fails here is asked for again by the island itself, which has its own
      // way of saying so (the texts, a lazy part's boundary).
      await module.prepare(island.props).catch(() => undefined);
      return module;
    });
    // Seen by hydrateIslands; not an unhandled rejection meanwhile.
    ready.catch(() => undefined);
    return [{ element, props: island.props, ready }];
  });
}

/**
 * Hydrates each island of the page with its module. One that cannot load or start (its module,
 * its texts) leaves its part as prerendered: readable, its controls idle (the calculator shows
 * the terms' starting example).
 */
function hydrateIslands(country: ShellData['country'], islands: readonly PreparedIsland[]): void {
  for (const { element, props, ready } of islands)
    void ready.then((module) => module.hydrate(element, country, props)).catch(() => undefined);
}

/**
 * The footer's download-app link, which needs the device, so the prerendered page never has it:
 * put where shell/footer.tsx draws it when the footer's rules show it.
 */
function addDownloadLink(
  country: ShellData['country'],
  nativeApp: string | null,
  layout: string,
  storeHref: string,
  t: (id: string) => string,
): void {
  // Logged out, measured, on a page without the customer-service option (as the app draws it).
  const groups = footerGroupsFor(
    navContextFor(country, null, { nativeApp, layout, measured: true }, false),
  );
  for (const group of groups) {
    group.links.forEach((link, index) => {
      if (link.route) return;
      const list = document.querySelector(`[aria-labelledby="footer-${group.id}"] ul`);
      if (!list) return;
      const item = document.createElement('li');
      const anchor = document.createElement('a');
      anchor.href = storeHref;
      anchor.textContent = t(link.messageId);
      anchor.addEventListener('click', () => trackClick(link.id, 'footer'));
      item.append(anchor);
      list.insertBefore(item, list.children[index] ?? null);
    });
  }
}
