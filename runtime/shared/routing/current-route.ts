import { useMatches, useParams } from 'react-router';
import { ROUTES, type RouteName } from '../../../generated/routes/table.js';

/** The route name of a route id: ids are `<name>__<country>` (runtime/routes.ts). */
export function routeNameOf(id: string): RouteName | null {
  const name = id.split('__')[0] ?? '';
  return name in ROUTES ? (name as RouteName) : null;
}

/** The page route being shown (the deepest match) and its path parameters. */
export function useCurrentRoute(): {
  name: RouteName | null;
  params: Readonly<Record<string, string | undefined>>;
} {
  const matches = useMatches();
  const params = useParams();
  const last = matches[matches.length - 1];
  return { name: last ? routeNameOf(last.id) : null, params };
}
