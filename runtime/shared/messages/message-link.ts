/**
 * Where a customer's message leads ("Läs mer" on the notifications page). A recurring message
 * the app knows by name goes to its own page through the typed route table, in the customer's
 * country, whatever route the provider wrote with it (the interest notice came with the profile
 * hub); any other message follows its own route, checked by messageHref.
 */
import type { CountryCode } from '../../../generated/countries/index.js';
import type { UserMessage } from '../../../generated/entities/types.js';
import { messageHref } from '../overlays/app-href.js';
import { href, type RouteIn } from '../routing/href.js';

/** The page of each recurring message (UserMessage.messageName): one every country has. */
const routeOfMessageName = {
  YEARLY_INTEREST_RATE: 'app-profile-yearly-interest',
} as const satisfies Record<string, RouteIn<CountryCode>>;

const isMessageName = (name: string | undefined): name is keyof typeof routeOfMessageName =>
  name !== undefined && Object.hasOwn(routeOfMessageName, name);

export function messageLink(
  message: Pick<UserMessage, 'messageName' | 'ctaRoute' | 'route'>,
  country: CountryCode,
): string | null {
  const name = message.messageName;
  if (isMessageName(name)) return href(country, routeOfMessageName[name]);
  return messageHref(message.ctaRoute ?? message.route, country);
}
