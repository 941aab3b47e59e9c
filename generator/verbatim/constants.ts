/**
 * Business constants and limits (schema/constants.yaml), one object per group (the data in
 * constants-data.ts, re-exported here). Names end in their unit: Ms (every duration, converted to
 * milliseconds), Px, Em, Months; counts and codes have none.
 */
import type { LayoutCode } from './codes.js';
import { layout, lists } from './constants-data.js';

export * from './constants-data.js';

/**
 * The layout for a viewport width in em: the layout of the widest breakpoint at or below the
 * width, and the first breakpoint's (mobile) below all of them (core §9).
 */
export function layoutForWidth(widthEm: number): LayoutCode {
  let current: LayoutCode = layout.breakpointsLayouts[0];
  layout.breakpointsEm.forEach((breakpoint, i) => {
    if (widthEm >= breakpoint) current = layout.breakpointsLayouts[i] ?? current;
  });
  return current;
}

/** The text of the notification bubble: the count from 1 to 99, nothing above or below (core §2). */
export function notificationBubbleText(count: number): string {
  return count >= lists.notificationBubbleMin && count <= lists.notificationBubbleMax
    ? String(count)
    : '';
}
