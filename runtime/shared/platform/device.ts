/**
 * Pure readings of the device: the native-app bridge, the layout from the viewport width and the
 * input type from an event. The interface provider feeds them from the browser after mount.
 */
import { layout, layoutForWidth } from '../../../generated/constants.js';
import type { InputTypeCode } from '../../../generated/codes/tables/input-type.js';
import type { LayoutCode } from '../../../generated/codes/tables/layout.js';

export type NativeApp = 'ios' | 'android';

/**
 * The object the provider's native apps put on `window` before the page loads (spec 1: "a
 * bridge object naming the device"). The name is ours; the spec does not show it. The app is
 * told the customer's brand-prefixed id after login through `setUserId`.
 */
export interface NativeAppBridge {
  device?: unknown;
  setUserId?: (id: string) => void;
}

export const BRIDGE_NAME = 'NordicAppBridge';

type BridgeHost = { [BRIDGE_NAME]?: NativeAppBridge };

/** The native app this page runs inside, or null in a browser. */
export function nativeAppOf(host: object): NativeApp | null {
  const device = (host as BridgeHost)[BRIDGE_NAME]?.device;
  return device === 'ios' || device === 'android' ? device : null;
}

/** Tells the native app who logged in (spec 1); nothing outside the app. */
export function tellNativeAppUser(brandPrefixedId: string): void {
  if (typeof window === 'undefined') return;
  (window as BridgeHost)[BRIDGE_NAME]?.setUserId?.(brandPrefixedId);
}

/**
 * Every breakpoint of core §9 in em, ascending: the layout list (18.75 to 75, which gives mobile,
 * tablet and desktop) and the wide list (48, 90, 100, 120, for the content width of large
 * screens; styles/global.css uses the same figures).
 */
export const BREAKPOINTS_EM: readonly number[] = [
  ...new Set([...layout.breakpointsEm, ...layout.wideBreakpointsEm]),
].sort((a, b) => a - b);

/** The widest breakpoint (em) of either list at or below the width, 0 below all of them. */
export function breakpointFor(widthEm: number): number {
  let current = 0;
  for (const breakpoint of BREAKPOINTS_EM) if (widthEm >= breakpoint) current = breakpoint;
  return current;
}

/** The widest of the wide breakpoints at or below the width, 0 below 48 em. */
export function wideBreakpointFor(widthEm: number): number {
  let current = 0;
  for (const breakpoint of layout.wideBreakpointsEm)
    if (widthEm >= breakpoint) current = breakpoint;
  return current;
}

export interface Viewport {
  /** breakpointFor: the interface state's breakpoint, from both lists. */
  breakpoint: number;
  /** The layout, from the layout list only (layoutForWidth). */
  layout: LayoutCode;
}

/** Breakpoint and layout of a viewport width in CSS pixels at a root font size in pixels. */
export function viewportOf(widthPx: number, rootFontPx = 16): Viewport {
  const em = widthPx / (rootFontPx || 16);
  return { breakpoint: breakpointFor(em), layout: layoutForWidth(em) };
}

/** The input type an event shows, or null when it tells nothing (e.g. a modifier key alone). */
export function inputTypeOf(event: { type: string; pointerType?: string }): InputTypeCode | null {
  if (event.type === 'keydown') return 'keyboard';
  const pointer = event.pointerType;
  return pointer === 'mouse' || pointer === 'touch' || pointer === 'pen' ? pointer : null;
}
