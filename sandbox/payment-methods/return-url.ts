import { appUrl, localPath } from '../http/links.js';
import type { SessionRow } from './sessions.js';

/**
 * The local path with `ref=<reference>` added to its query, the way a provider hands its
 * reference back: the app cannot put it in the return path, since the session (and so its
 * reference) does not exist when the app sends the path. The rest of the query is kept as written
 * and so is the hash; a `ref` already there (a retry from a page that had one) is replaced.
 */
export function withReference(path: string, reference: string): string {
  const hashAt = path.indexOf('#');
  const hash = hashAt < 0 ? '' : path.slice(hashAt);
  const beforeHash = hashAt < 0 ? path : path.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const pathname = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt < 0 ? '' : beforeHash.slice(queryAt + 1);
  const kept = query.split('&').filter((part) => part !== '' && part.split('=')[0] !== 'ref');
  const params = [...kept, `ref=${encodeURIComponent(reference)}`].join('&');
  return `${pathname}?${params}${hash}`;
}

/**
 * Where the page sends the browser back, which it opens at the sandbox's own address: the return
 * path with the session's reference, at the app's origin of the session's start (links.ts); a
 * session stored before origins were kept goes back to the path on this address, as before.
 */
export function returnUrl(
  row: Pick<SessionRow, 'reference' | 'return_path' | 'app_origin'>,
): string {
  const path = withReference(localPath(row.return_path), row.reference);
  return row.app_origin === null ? path : appUrl(row.app_origin, path).toString();
}
