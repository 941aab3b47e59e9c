/**
 * Where a customer's message leads ("Läs mer" on the notifications page). A recurring message
 * the app knows by name goes to its own page through the typed route table, in the customer's
 * country, whatever route the provider wrote with it (the interest notice came with the profile
 * hub); any other message follows its own route, checked by messageHref.
 */
import type { CountryCode } from '../../../generated/countries/index.js';
import type { UserMessage } from '../../../generated/entities/types.js';
import type { RouteName } from '../../../generated/routes/table.js';
import { messageHref } from '../overlays/app-href.js';
import { routeHref } from '../routing/route-href.js';

/** The page of each recurring message (UserMessage.messageName). */
export const routeOfMessageName: ReadonlyMap<string, RouteName> = new Map([
  ['YEARLY_INTEREST_RATE', 'app-profile-yearly-interest'],
]);

export function messageLink(
  message: Pick<UserMessage, 'messageName' | 'ctaRoute' | 'route'>,
  country: CountryCode,
): string | null {
  const route = message.messageName ? routeOfMessageName.get(message.messageName) : undefined;
  if (route) return routeHref(country, route);
  return messageHref(message.ctaRoute ?? message.route, country);
}
