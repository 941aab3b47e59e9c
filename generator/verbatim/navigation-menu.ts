// The user menu (spec 2), apart from the rest of the shell's navigation: it is drawn only for a
// logged-in customer, so a public page loads neither its entries nor its rules. Its data is in
// navigation-menu-data.ts, re-exported here.
import type { MessageId } from './messages/index.js';
import { USER_MENU } from './navigation-menu-data.js';
import {
  isShown,
  type BadgeId,
  type NavContext,
  type NavCount,
  type NavTarget,
  type Shown,
} from './navigation.js';

export * from './navigation-menu-data.js';

export interface MenuLink extends Shown, NavTarget {
  id: string;
  kind: 'link';
  messageId: MessageId;
  icon: 'bell' | null;
  badge: BadgeId | null;
}

export interface MenuGroup extends Shown {
  id: string;
  kind: 'group';
  messageId: MessageId;
  collapsible: boolean;
  entries: readonly MenuEntry[];
}

/** One count: 0 gives no link, 1 the single link of the item's kind, more the multiple link. */
export interface MenuAccountLinks extends Shown {
  id: string;
  kind: 'accountLinks';
  count: NavCount;
  single: { konto: NavTarget; monthly: NavTarget; freepart: NavTarget };
  /** Names its text: a single link without one of its own falls back to it. */
  multiple: NavTarget & { messageId: MessageId };
}

/** One count: 0 hides the entry, 1 links to `one`, more to `several`. */
export interface MenuInsuranceLink extends Shown {
  id: string;
  kind: 'insuranceLink';
  messageId: MessageId;
  count: NavCount;
  one: NavTarget;
  several: NavTarget;
}

export interface MenuAction extends Shown {
  id: string;
  kind: 'action';
  action: 'logout';
  messageId: MessageId;
  trackEvent: string | null;
}

export type MenuEntry = MenuLink | MenuGroup | MenuAccountLinks | MenuInsuranceLink | MenuAction;

/** Spec 2 "User menu", in order, and what closes it. */
export interface UserMenuDefinition {
  trackEvent: string;
  closeOn: { routeChange: boolean; swipeLeft: MenuSwipe };
  entries: readonly MenuEntry[];
}

/** A left swipe of at least thresholdPx closes the menu on these layouts. */
export interface MenuSwipe {
  thresholdPx: number;
  layouts: readonly string[];
}

/** The user menu as shown: entries of other countries, unmet conditions and zero counts left out. */
export function menuEntriesFor(
  context: NavContext,
  entries: readonly MenuEntry[] = USER_MENU.entries,
): MenuEntry[] {
  return entries.flatMap((entry): MenuEntry[] => {
    if (!isShown(entry, context)) return [];
    switch (entry.kind) {
      case 'group': {
        const children = menuEntriesFor(context, entry.entries);
        return children.length > 0 ? [{ ...entry, entries: children }] : [];
      }
      case 'accountLinks':
      case 'insuranceLink':
        return context.counts[entry.count] > 0 ? [entry] : [];
      default:
        return [entry];
    }
  });
}

/** Spec 2: the account link, straight to the one due item of its kind, or to them all. */
export function accountLinkTarget(
  entry: MenuAccountLinks,
  count: number,
  kindOfTheOne: 'konto' | 'monthly' | 'freepart',
): NavTarget | null {
  if (count <= 0) return null;
  return count === 1 ? entry.single[kindOfTheOne] : entry.multiple;
}

/** Spec 2: one konto account with ppi links to its insurance, several to connected-ppis. */
export function insuranceLinkTarget(entry: MenuInsuranceLink, count: number): NavTarget | null {
  if (count <= 0) return null;
  return count === 1 ? entry.one : entry.several;
}

/** Spec 2: a left swipe of at least the threshold closes the menu on the listed layouts. */
export function closesMenuOnSwipe(deltaXPx: number, layout: string): boolean {
  const swipe: MenuSwipe = USER_MENU.closeOn.swipeLeft;
  return swipe.layouts.includes(layout) && -deltaXPx >= swipe.thresholdPx;
}
