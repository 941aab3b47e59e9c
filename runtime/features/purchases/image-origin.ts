/**
 * The image service's origin as the web server names it (rules/image-service.ts): asked once per
 * page load and kept, since it only changes with the server's configuration. Undefined while
 * unknown or when the server names none; the order lines then show their placeholder boxes.
 */
import { useQuery } from '@tanstack/react-query';
import { IMAGE_SERVICE_PATH, imageServiceOrigin } from '../../shared/domain/image-service.js';

async function fetchImageOrigin(): Promise<string | null> {
  const answer = await fetch(IMAGE_SERVICE_PATH, {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
  });
  if (!answer.ok) throw new Error(`${IMAGE_SERVICE_PATH} answered ${answer.status}`);
  const { origin } = (await answer.json()) as { origin?: unknown };
  return imageServiceOrigin(origin);
}

export function useImageOrigin(): string | undefined {
  const { data } = useQuery({
    queryKey: ['image-service'],
    queryFn: fetchImageOrigin,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
  });
  return data ?? undefined;
}
