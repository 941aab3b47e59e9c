/**
 * Global messages on a framework-free page (runtime/enhance/messages.ts): a maintenance message
 * is the app's to draw (the 503 page), and so is a failing feed's fetch alert, so the feed's
 * first answer decides whether the page starts the app or is enhanced; messages turned off
 * enhance it; maintenance that starts while the page is open reloads it once, with the app asked
 * for on that load.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserMessage } from '../../../../generated/entities/types.js';
import type { GlobalMessages } from '../../../../runtime/shared/global-messages/types.js';

interface Watcher {
  readonly messages: (state: GlobalMessages) => void;
  readonly failure: () => void;
  stopped: boolean;
}
const watchers: Watcher[] = [];

vi.mock('../../../../runtime/shared/global-messages/global-messages.js', () => ({
  watchGlobalMessages: (_country: string, on: Omit<Watcher, 'stopped'>) => {
    const watcher: Watcher = { ...on, stopped: false };
    watchers.push(watcher);
    return () => {
      watcher.stopped = true;
    };
  },
}));

const { appAsked, appNeededFor, watchMessages } =
  await import('../../../../runtime/enhance/messages.js');

const QUIET: GlobalMessages = { messages: [], maintenance: null };
const MAINTENANCE: GlobalMessages = {
  messages: [{ id: 'm1', type: 'Maintenance', title: 'Underhåll' } as unknown as UserMessage],
  maintenance: { title: 'Underhåll', message: 'Snart tillbaka.' },
};

let cookie = '';
let reloads = 0;
const session = new Map<string, string>();

beforeEach(() => {
  watchers.length = 0;
  cookie = '';
  reloads = 0;
  session.clear();
  vi.stubGlobal('document', {
    get cookie() {
      return cookie;
    },
  });
  vi.stubGlobal('location', {
    pathname: '/se',
    reload: () => {
      reloads += 1;
    },
  });
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => session.get(key) ?? null,
    setItem: (key: string, value: string) => session.set(key, value),
    removeItem: (key: string) => session.delete(key),
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('what needs the app', () => {
  it('is a maintenance message, and nothing else a public page shows', () => {
    expect(appNeededFor(MAINTENANCE)).toBe(true);
    expect(appNeededFor(QUIET)).toBe(false);
    const update = {
      id: 'u1',
      type: 'GlobalUpdate',
      title: 'Nya villkor',
    } as unknown as UserMessage;
    expect(appNeededFor({ messages: [update], maintenance: null })).toBe(false);
  });
});

describe('the first answer of the feed', () => {
  it('starts the app in maintenance, and the app polls from then on', () => {
    const decided: boolean[] = [];
    watchMessages('se', (needed) => decided.push(needed));
    expect(decided).toEqual([]);
    watchers[0]?.messages(MAINTENANCE);
    expect(decided).toEqual([true]);
    expect(watchers[0]?.stopped).toBe(true);
  });

  it('enhances the page without maintenance and keeps polling', () => {
    const decided: boolean[] = [];
    watchMessages('se', (needed) => decided.push(needed));
    watchers[0]?.messages(QUIET);
    expect(decided).toEqual([false]);
    expect(watchers[0]?.stopped).toBe(false);
  });

  it('starts the app when the feed fails, for its fetch alert, once', () => {
    const decided: boolean[] = [];
    watchMessages('se', (needed) => decided.push(needed));
    watchers[0]?.failure();
    watchers[0]?.failure();
    expect(decided).toEqual([true]);
    expect(watchers[0]?.stopped).toBe(true);
  });

  it('leaves an enhanced page as it is when the feed fails later', () => {
    const decided: boolean[] = [];
    watchMessages('se', (needed) => decided.push(needed));
    watchers[0]?.messages(QUIET);
    watchers[0]?.failure();
    expect(decided).toEqual([false]);
    expect(reloads).toBe(0);
  });

  it('is not asked for when the visitor turned messages off', () => {
    cookie = 'user_messages=false';
    const decided: boolean[] = [];
    watchMessages('se', (needed) => decided.push(needed));
    expect(watchers).toHaveLength(0);
    expect(decided).toEqual([false]);
  });
});

describe('maintenance that starts while the page is open', () => {
  it('reloads the page once, and that load asks for the app, once', () => {
    watchMessages('se', () => undefined);
    watchers[0]?.messages(QUIET);
    watchers[0]?.messages(MAINTENANCE);
    expect(reloads).toBe(1);
    expect(watchers[0]?.stopped).toBe(true);
    expect(appAsked()).toBe(true);
    expect(appAsked()).toBe(false);
  });

  it('asks for the app on the same path only', () => {
    watchMessages('se', () => undefined);
    watchers[0]?.messages(QUIET);
    watchers[0]?.messages(MAINTENANCE);
    vi.stubGlobal('location', { pathname: '/se/about-us', reload: () => undefined });
    expect(appAsked()).toBe(false);
  });
});
