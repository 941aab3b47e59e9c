/**
 * The preview's routes as the admin page and the toolbar call them (runtime/server/preview/
 * preview-routes.ts; they exist only in preview mode). Calls that change something are same-
 * origin fetches, which the server checks like every other.
 */
import { PREVIEW_PREFIX, type PreviewSnapshot } from '../../shared/preview/preview-snapshot.js';

export interface Persona {
  readonly civicNumber: string;
  readonly name: string;
  readonly shows: string;
}

export interface TermsSources {
  readonly current: unknown;
  readonly committed: unknown;
}

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const answer = await fetch(`${PREVIEW_PREFIX}${path}`, {
    ...init,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
  });
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
  return (await answer.json()) as T;
}

export const personasOfPreview = () =>
  call<{ personas: Persona[] }>('/personas').then((answer) => answer.personas);

/** Logs the browser in as a persona: the server sets the session cookie. */
export const loginAs = (civicNumber: string) =>
  call<{ loggedIn: boolean }>('/login', { method: 'POST', body: JSON.stringify({ civicNumber }) });

export const termsSources = () => call<TermsSources>('/terms');

export interface ClockState {
  readonly now: string;
}

export const readClock = () => call<ClockState>('/clock');

/** Forward by some time, or back to the real time. */
export type ClockChange = { advanceMs: number } | { reset: true };

export const moveClock = (change: ClockChange) =>
  call<ClockState>('/clock', { method: 'PUT', body: JSON.stringify(change) });

export const readMaintenance = () => call<{ on: boolean }>('/maintenance');

export const switchMaintenance = (on: boolean) =>
  call<{ on: boolean }>('/maintenance', { method: 'PUT', body: JSON.stringify({ on }) });

/** Follows the preview's state: the problems of the sources, as they come. */
export function followState(listener: (snapshot: PreviewSnapshot) => void): () => void {
  const events = new EventSource(`${PREVIEW_PREFIX}/events`);
  events.addEventListener('state', (event) => {
    listener(JSON.parse((event as MessageEvent<string>).data) as PreviewSnapshot);
  });
  return () => events.close();
}
