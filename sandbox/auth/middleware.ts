import type { Queryable } from '../db/database.js';
import { ProblemError, unauthorized } from '../http/problem.js';
import { useSession, type Session } from './sessions.js';

/** Civic numbers are compared without dashes and spaces (se allows an optional dash). */
const normaliseCivic = (value: string): string => value.replace(/[\s-]/g, '');

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * The bearer scheme of api.yaml: a live session is required (401 otherwise), and the X-User
 * header the backend-for-frontend adds must name the session's customer (403 otherwise).
 */
export async function authenticate(db: Queryable, request: Request, now: Date): Promise<Session> {
  const token = bearerToken(request);
  if (!token) throw unauthorized('This call needs a login (Authorization: Bearer <token>).');
  const found = await useSession(db, token, now);
  if (!found.ok) {
    throw unauthorized(
      found.reason === 'expired'
        ? 'The session has expired; log in again.'
        : 'The session is not valid; log in again.',
    );
  }
  const user = request.headers.get('x-user');
  if (user !== null && normaliseCivic(user) !== normaliseCivic(found.session.civicNumber)) {
    throw new ProblemError(403, 'Forbidden', 'X-User does not match the logged-in customer.');
  }
  return found.session;
}
