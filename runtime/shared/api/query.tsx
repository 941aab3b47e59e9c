/**
 * The query cache of the logged-in area (TanStack Query). It lives in the layouts that need it,
 * not in the root, so the public pages' first load does not carry the library (issue 4 budget).
 * One cache for the page's lifetime: moving between logged-in pages keeps what was fetched.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // An answer stays good for a short while; the route change (spec 4) refetches base data.
      staleTime: 30_000,
      // A failed read is shown at once (fetch alert 504), not hidden behind silent retries.
      retry: false,
      refetchOnWindowFocus: false,
    },
  },
});

export function AppQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
