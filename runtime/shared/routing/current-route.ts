import { useMatches, useParams } from 'react-router';
import type { RouteName } from '../../../generated/routes/table.js';
import { routeOfRouterId } from './step-pages.js';

/** The page route being shown (the deepest match) and its path parameters. */
export function useCurrentRoute(): {
  name: RouteName | null;
  params: Readonly<Record<string, string | undefined>>;
} {
  const matches = useMatches();
  const params = useParams();
  const last = matches[matches.length - 1];
  return { name: last ? routeOfRouterId(last.id, params) : null, params };
}
