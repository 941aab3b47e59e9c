/**
 * Pure helpers between the generated navigation data and the shell's components: what the
 * shell knows (NavContext), where a route or a menu target leads, where a back link goes.
 */
import type { CountryCode } from '../../../generated/countries/index.js';
import type { NavContext, NavParamSource, NavTarget } from '../../../generated/navigation.js';
import { ROUTES, type RouteName } from '../../../generated/routes/table.js';
import { href, hrefOf } from '../routing/href.js';
import type { Session, SessionUser } from '../session/session.js';
import { navContextFor } from './nav-context.js';

type Params = Readonly<Record<string, string | undefined>>;

/** What the shell knows when it draws the menu and the footer (nav-context.ts), on `route`. */
export function navContextOf(
  country: CountryCode,
  session: Session,
  platform: { nativeApp: string | null; layout: string; measured: boolean },
  route: RouteName | null,
): NavContext {
  const user = session.loggedIn ? session.user : null;
  return navContextFor(
    country,
    user,
    platform,
    route ? ROUTES[route].customerServiceOption : false,
  );
}

/** A menu target's href, its parameters taken from the one item counted; null if unknown. */
export function targetHref(
  country: CountryCode,
  target: NavTarget,
  user: SessionUser | null,
): string | null {
  const sources: Record<NavParamSource, string | undefined> = {
    'account.brand': user?.dueItem?.brand,
    'order.brand': user?.dueItem?.brand,
    'order.id': user?.dueItem?.orderId,
    'insuredAccount.brand': user?.insuredBrand ?? undefined,
  };
  const params = Object.fromEntries(
    Object.entries(target.params).map(([name, source]) => [name, sources[source]]),
  );
  // Null when a parameter is missing: the session does not name the item.
  return hrefOf(country, target.route, params);
}

/**
 * Spec 2 back link: back in history when the previous entry's route is one the route lists,
 * else to its fallback route (with the current parameters, e.g. the brand). Null: no back link.
 */
export function backLinkOf(
  country: CountryCode,
  route: RouteName | null,
  previous: RouteName | null,
  params: Params,
): { history: boolean; href: string } | null {
  if (!route) return null;
  const rule: { previous: readonly string[]; fallback: string } | null = ROUTES[route].backLink;
  if (!rule) return null;
  return {
    history: previous !== null && rule.previous.includes(previous),
    href: hrefOf(country, rule.fallback as RouteName, params) ?? href(country, 'app'),
  };
}
