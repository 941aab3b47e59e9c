/**
 * The pages that ship no framework (`hydrate: false` in schema/routes.yaml,
 * docs/decisions/0024-informational-pages-without-the-framework.md): React prerenders them as any
 * other page, then the build takes React Router's start-up out of their HTML (every modulepreload
 * and every script) and puts in the enhancement script (runtime/enhance/) and what it reads.
 * The start-up is kept inert in a <template>, for a logged-in visitor, whose header and session
 * are the app's: the enhancement script puts it back and the page hydrates as today.
 *
 * Pure: read by the build (react-router.config.ts) and by the tests.
 */
import type { CountryCode } from '../../../generated/countries/index.js';
import { ROUTES, type RouteName } from '../../../generated/routes/table.js';
import { hrefOf } from './href.js';
import { prerenderParams } from './param-values.js';

/** Where the enhancement script finds the page's facts and texts. */
export const PAGE_DATA_ID = 'shell-data';
/** The <template> holding React Router's start-up, for a logged-in visitor. */
export const APP_START_ID = 'app-start';

/** What the enhancement script knows of its page, written into the page as JSON. */
export interface ShellData {
  readonly country: CountryCode;
  readonly route: RouteName;
  /** The shell's texts in the page's language, by message id (plain text, no arguments). */
  readonly texts: Readonly<Record<string, string>>;
  /** The pages the notices and the logo lead to, in the page's country. */
  readonly links: {
    readonly home: string;
    readonly cookies: string;
    readonly compatibility: string;
  };
  /** The footer's links by their href: the link's id, the category its click is tracked with. */
  readonly footer: Readonly<Record<string, string>>;
  /** The module of each island the page draws (docs/decisions/0026), by the island's name. */
  readonly islands: Readonly<Record<string, string>>;
}

/** The routes that leave out the framework. */
export const frameworkFreeRoutes = (): RouteName[] =>
  (Object.keys(ROUTES) as RouteName[]).filter((name) => !ROUTES[name].hydrate);

/**
 * Each framework-free page's path with its country and route, as the build prerenders them: a
 * route with a path parameter once per value (each brand, each login state).
 */
export function frameworkFreePages(): { path: string; country: CountryCode; route: RouteName }[] {
  return frameworkFreeRoutes().flatMap((route) =>
    ROUTES[route].countries.flatMap((country) =>
      prerenderParams(ROUTES[route].params).flatMap((params) => {
        const path = hrefOf(country, route, params);
        return path ? [{ path, country, route }] : [];
      }),
    ),
  );
}

const MODULEPRELOAD = /<link rel="modulepreload"[^>]*>/g;
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/g;

/** JSON safe inside a <script> element: no `</script>` or `<!--` can end or bend it. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The page's HTML without React Router's start-up in the document: its modulepreloads, and the
 * end of the body from its first script on (the scripts and the markers of React's streamed
 * boundaries between them, kept as they were so a logged-in visitor's page hydrates onto the
 * same nodes), move into an inert <template>; the page's data and the enhancement script
 * (`scriptSrc`, its styles in the head) come after it, and the islands' modules are preloaded
 * (`islandModules`) at low priority: the page is drawn whole without them, and at the browser's
 * default (high) they were asked for beside the stylesheets, which the first paint waits for
 * (the accessibility statement's first paint in Lighthouse: 1.8 s; at low priority, 1.2 s). Null when the HTML is not as React Router writes it (no module script, or
 * something other than scripts and comments after the first).
 */
export function withoutFramework(
  html: string,
  scriptSrc: string,
  styleHrefs: readonly string[],
  data: ShellData,
  islandModules: readonly string[] = [],
): string | null {
  const head = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  const tailStart = html.indexOf('<script', head);
  if (head < 0 || bodyEnd < 0 || tailStart < 0 || tailStart > bodyEnd) return null;
  const tail = html.slice(tailStart, bodyEnd);
  if (!tail.includes('<script type="module"')) return null;
  if (
    tail
      .replace(SCRIPT, '')
      .replace(/<!--[\s\S]*?-->/g, '')
      .trim() !== ''
  )
    return null;
  const preloads = html.slice(0, head).match(MODULEPRELOAD) ?? [];
  const headLinks =
    styleHrefs.map((href) => `<link rel="stylesheet" href="${href}"/>`).join('') +
    islandModules
      .map((href) => `<link rel="modulepreload" href="${href}" fetchpriority="low"/>`)
      .join('');
  return (
    html.slice(0, head).replace(MODULEPRELOAD, '') +
    headLinks +
    html.slice(head, tailStart) +
    `<template id="${APP_START_ID}">${preloads.join('')}${tail}</template>` +
    `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(data)}</script>` +
    `<script type="module" src="${scriptSrc}"></script>` +
    html.slice(bodyEnd)
  );
}
