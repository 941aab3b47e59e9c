import { useEffect, useState } from 'react';
import type { RouteName } from '../../../generated/routes/table.js';

// The route shown before the current one in this tab; module state, as the layouts that read
// it mount and unmount while the visitor moves between them.
let shown: { current: RouteName | null; previous: RouteName | null } = {
  current: null,
  previous: null,
};

/** Records the page route as it changes; recording the same route again changes nothing. */
export function notePageRoute(route: RouteName | null): RouteName | null {
  if (route !== shown.current) shown = { current: route, previous: shown.current };
  return shown.previous;
}

/**
 * The route before `route`; null in the first render, which must equal the prerendered HTML,
 * and until the route is recorded.
 */
export function usePreviousRoute(route: RouteName | null): RouteName | null {
  const [previous, setPrevious] = useState<RouteName | null>(null);
  useEffect(() => {
    setPrevious(notePageRoute(route));
  }, [route]);
  return previous;
}
