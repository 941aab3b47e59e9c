/**
 * Interface state (spec 3): breakpoint and layout, input type, native app and device. The
 * prerendered HTML and the first client render use fixed defaults (mobile first, mouse, no
 * native app) so hydration matches; the real values arrive in effects right after.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { DeviceCode } from '../../../generated/codes/tables/device.js';
import type { InputTypeCode } from '../../../generated/codes/tables/input-type.js';
import type { LayoutCode } from '../../../generated/codes/tables/layout.js';
import { useDebouncedWindowEvent } from './debounce.js';
import { inputTypeOf, nativeAppOf, viewportOf, type NativeApp, type Viewport } from './device.js';
import { applyFeatureQuery } from './features.js';

export interface Platform {
  nativeApp: NativeApp | null;
  /** The device named by the native-app bridge, desktop outside it (codes.yaml device). */
  device: DeviceCode;
  inputType: InputTypeCode;
  /**
   * The current breakpoint in em (0 below the first), of every breakpoint of core §9: the layout
   * list and the wide one (48, 90, 100, 120 em), so a resize across a wide breakpoint is a change
   * too (platform/device.ts BREAKPOINTS_EM).
   */
  breakpoint: number;
  layout: LayoutCode;
  /** False in the prerendered HTML and the first client render: the values are the defaults. */
  measured: boolean;
}

export const DEFAULT_PLATFORM: Platform = {
  nativeApp: null,
  device: 'desktop',
  inputType: 'mouse',
  breakpoint: 0,
  layout: 'mobile',
  measured: false,
};

const PlatformContext = createContext<Platform>(DEFAULT_PLATFORM);

/** The device and screen the page is used on; the defaults until mounted. */
export function usePlatform(): Platform {
  return useContext(PlatformContext);
}

function measure(): Viewport {
  const rootFont = parseFloat(getComputedStyle(document.documentElement).fontSize);
  return viewportOf(window.innerWidth, rootFont);
}

export function InterfaceProvider({ children }: { children: ReactNode }) {
  const [nativeApp, setNativeApp] = useState<NativeApp | null>(null);
  const [viewport, setViewport] = useState<Viewport | null>(null);
  const [inputType, setInputType] = useState<InputTypeCode>(DEFAULT_PLATFORM.inputType);
  const { search } = useLocation();

  useEffect(() => {
    setNativeApp(nativeAppOf(window));
    setViewport(measure());
    // Pointer type tells mouse, touch and pen apart; any key press means keyboard.
    const onInput = (event: Event) => {
      const type = inputTypeOf(event as PointerEvent);
      if (type) setInputType(type);
    };
    const options = { capture: true, passive: true };
    window.addEventListener('pointerdown', onInput, options);
    window.addEventListener('keydown', onInput, options);
    return () => {
      window.removeEventListener('pointerdown', onInput, options);
      window.removeEventListener('keydown', onInput, options);
    };
  }, []);

  useEffect(() => void applyFeatureQuery(search), [search]);

  useDebouncedWindowEvent('resize', () =>
    setViewport((old) => {
      const next = measure();
      return old && old.breakpoint === next.breakpoint ? old : next;
    }),
  );

  const value = useMemo<Platform>(
    () => ({
      nativeApp,
      device: nativeApp ?? 'desktop',
      inputType,
      breakpoint: viewport?.breakpoint ?? DEFAULT_PLATFORM.breakpoint,
      layout: viewport?.layout ?? DEFAULT_PLATFORM.layout,
      measured: viewport !== null,
    }),
    [nativeApp, inputType, viewport],
  );
  return <PlatformContext.Provider value={value}>{children}</PlatformContext.Provider>;
}
