/**
 * The HTML of preview mode. The app's pages, drawn by the dev server, get the toolbar's module,
 * `noindex` and the nonce Vite's client puts on the styles it adds (its dev modules inject CSS
 * as <style> elements; the page's policy allows that nonce and the hashes of its inline
 * scripts, nothing else: csp.ts). The admin page and the country-lock page are documents of
 * their own, drawn in the browser by their modules: no route of the app's route table, so the
 * production build has neither.
 */
import { randomBytes } from 'node:crypto';
import { countryLanguageTag, type CountryCode } from '../../../generated/countries/index.js';
import { contentSecurityPolicy, inlineHashes } from '../csp.js';

/** The modules preview mode adds, by their path in the repository (Vite serves them). */
export const PREVIEW_MODULES = {
  toolbar: '/runtime/features/admin-preview/toolbar.ts',
  admin: '/runtime/features/admin-preview/admin-page.tsx',
  locked: '/runtime/features/admin-preview/locked-page.tsx',
} as const;

/** Where the admin page of the previewed country is. */
export const adminPagePath = (country: CountryCode): string => `/${country}/preview/admin`;

export const newNonce = (): string => randomBytes(16).toString('base64');

const previewHead = (nonce: string): string =>
  '<meta name="robots" content="noindex, nofollow">' +
  `<meta property="csp-nonce" nonce="${nonce}">`;

/** A page of the app with the toolbar and noindex, before its own head content. */
export function withToolbar(html: string, nonce: string): string {
  const head =
    previewHead(nonce) + `<script type="module" src="${PREVIEW_MODULES.toolbar}"></script>`;
  return html.replace(/<head>/i, (open) => open + head);
}

/** A document of preview mode's own: its module draws it into #root. */
export function previewDocument(country: CountryCode, module: string, nonce: string): string {
  return [
    '<!DOCTYPE html>',
    `<html lang="${countryLanguageTag[country]}" data-preview-country="${country}">`,
    '<head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    previewHead(nonce),
    // The title until the module has the texts to write the page's own.
    `<title>Preview ${country}</title>`,
    '<script type="module" src="/@vite/client"></script>',
    // React Refresh's runtime, which the dev modules of components expect before they run.
    '<script type="module" src="/@id/__x00__virtual:react-router/inject-hmr-runtime"></script>',
    `<script type="module" src="${module}"></script>`,
    '</head><body><div id="root"></div></body></html>',
  ].join('');
}

/** The policy of a preview page: its inline scripts' hashes, and the nonce for Vite's styles. */
export function previewPolicy(html: string, nonce: string, upgrade: boolean): string {
  const hashes = inlineHashes(html);
  return contentSecurityPolicy(
    { scripts: hashes.scripts, styles: [...hashes.styles, `'nonce-${nonce}'`] },
    upgrade,
  );
}
