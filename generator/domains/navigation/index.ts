import type { Domain } from '../../core/types.js';
import { navigationLinksResolve } from './checks/navigation-links.js';
import { navigationRefsResolve } from './checks/navigation-refs.js';
import { emitNavigation } from './emit/navigation.js';
import { NAVIGATION_KIND } from './sources.js';

/**
 * Navigation (schema/navigation.yaml): the shell around the pages (headers, badges, the user menu,
 * the footer, the app download prompt, the country selector, the logo click, scroll memory and
 * page transitions). It reads the routes its links name (routes domain), the events it sends
 * (tracking domain), and the code tables, constants and country names it shows
 * (generator/domains/neighbours.ts).
 */
export const navigationDomain: Domain = {
  name: 'navigation',
  sources: [
    {
      kind: NAVIGATION_KIND,
      pattern: 'schema/navigation.yaml',
      meta: 'schema/meta/navigation.schema.json',
    },
  ],
  checks: [navigationLinksResolve, navigationRefsResolve],
  emitters: [emitNavigation],
  verbatim: ['navigation.ts', 'navigation-menu.ts'],
};
