/**
 * The title of a host's step page: the title of the step route its `step` names. Here, with the
 * step pages' modules, so the shell that every page loads does not carry it.
 */
import type { MetaDescriptor } from 'react-router';
import { ROUTES, type RouteName } from '../../../generated/routes/table.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';
import { stepRouteOf } from '../../shared/routing/step-pages.js';

export function stepPageTitle(
  pathname: string,
  host: RouteName,
  step: string | undefined,
): MetaDescriptor[] {
  const route = stepRouteOf(host, step);
  return route ? pageTitle(pathname, ROUTES[route].titleMessageId) : [];
}
