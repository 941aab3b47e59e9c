import { describe, expect, it, vi } from 'vitest';
import { layout } from '../../../../generated/constants.js';
import {
  BREAKPOINTS_EM,
  BRIDGE_NAME,
  breakpointFor,
  inputTypeOf,
  nativeAppOf,
  tellNativeAppUser,
  viewportOf,
  wideBreakpointFor,
} from '../../../../runtime/shared/platform/device.js';

describe('the native-app bridge', () => {
  it('names the device inside the app', () => {
    expect(nativeAppOf({ [BRIDGE_NAME]: { device: 'ios' } })).toBe('ios');
    expect(nativeAppOf({ [BRIDGE_NAME]: { device: 'android' } })).toBe('android');
  });

  it('is absent in a browser, and an unknown device is no app', () => {
    expect(nativeAppOf({})).toBeNull();
    expect(nativeAppOf({ [BRIDGE_NAME]: { device: 'windows' } })).toBeNull();
    expect(nativeAppOf({ [BRIDGE_NAME]: {} })).toBeNull();
  });

  it('is told the customer id after login, when present', () => {
    const setUserId = vi.fn();
    vi.stubGlobal('window', { [BRIDGE_NAME]: { device: 'ios', setUserId } });
    tellNativeAppUser('nordpayId123');
    expect(setUserId).toHaveBeenCalledWith('nordpayId123');
    vi.stubGlobal('window', {});
    expect(() => tellNativeAppUser('x')).not.toThrow();
    vi.unstubAllGlobals();
  });
});

describe('breakpoints and layout', () => {
  it('takes every breakpoint of core §9: the layout list and the wide one, ascending', () => {
    expect(BREAKPOINTS_EM).toEqual([18.75, 22.5, 40.5, 48, 62, 75, 90, 100, 120]);
    expect(layout.wideBreakpointsEm).toEqual([48, 90, 100, 120]);
  });

  it.each([
    [0, 0],
    [18.74, 0],
    [18.75, 18.75],
    [30, 22.5],
    [40.5, 40.5],
    [47.9, 40.5],
    [48, 48],
    [70, 62],
    [80, 75],
    [90, 90],
    [99.9, 90],
    [100, 100],
    [119, 100],
    [120, 120],
    [200, 120],
  ])('width %s em is at breakpoint %s', (width, breakpoint) => {
    expect(breakpointFor(width)).toBe(breakpoint);
  });

  it.each([
    [47.9, 0],
    [48, 48],
    [89, 48],
    [90, 90],
    [100, 100],
    [150, 120],
  ])('width %s em is at wide breakpoint %s', (width, breakpoint) => {
    expect(wideBreakpointFor(width)).toBe(breakpoint);
  });

  it('keeps the layout to the layout list: mobile, tablet to the fourth, desktop above', () => {
    // The wide breakpoints change no layout: 48 em is tablet as 47 em is, 120 em desktop.
    expect(viewportOf(47 * 16).layout).toBe('tablet');
    expect(viewportOf(48 * 16).layout).toBe('tablet');
    expect(viewportOf(74.9 * 16).layout).toBe('tablet');
    expect(viewportOf(75 * 16).layout).toBe('desktop');
    expect(viewportOf(120 * 16)).toEqual({ breakpoint: 120, layout: 'desktop' });
    expect(viewportOf(48 * 16)).toEqual({ breakpoint: 48, layout: 'tablet' });
  });

  it.each([
    [320, 'mobile'],
    [360, 'mobile'],
    [648, 'tablet'],
    [992, 'tablet'],
    [1200, 'desktop'],
    [1920, 'desktop'],
  ])('%s px at 16 px is %s', (px, layout) => {
    expect(viewportOf(px, 16).layout).toBe(layout);
  });

  it('follows the root font size (zoomed text gives a narrower layout)', () => {
    expect(viewportOf(1200, 16).layout).toBe('desktop');
    expect(viewportOf(1200, 32).layout).toBe('mobile');
    expect(viewportOf(1200, 0).layout).toBe('desktop');
  });
});

describe('input type', () => {
  it('comes from pointer events and key presses', () => {
    expect(inputTypeOf({ type: 'pointerdown', pointerType: 'mouse' })).toBe('mouse');
    expect(inputTypeOf({ type: 'pointerdown', pointerType: 'touch' })).toBe('touch');
    expect(inputTypeOf({ type: 'pointerdown', pointerType: 'pen' })).toBe('pen');
    expect(inputTypeOf({ type: 'keydown' })).toBe('keyboard');
    expect(inputTypeOf({ type: 'pointerdown', pointerType: '' })).toBeNull();
  });
});
