/**
 * The error-reporting hook (spec 8) is separate from the client log (spec 7): a visitor's error,
 * logged in or not, reaches the hook (its window event and the reporters added, or the console
 * when there is none), and is put in the client log as well, which sends it only while logged in.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ErrorReport } from '../../../../runtime/shared/tracking/client-log.js';

let events: ErrorReport[];

beforeEach(() => {
  events = [];
  const target = new EventTarget();
  target.addEventListener('selfservice:error', (event) =>
    events.push((event as CustomEvent<ErrorReport>).detail),
  );
  vi.stubGlobal('window', target);
  vi.stubGlobal('dispatchEvent', (event: Event) => target.dispatchEvent(event));
  vi.stubGlobal('addEventListener', () => undefined);
  vi.stubGlobal('location', { pathname: '/se/payment-options', search: '', hostname: 'localhost' });
  vi.stubGlobal('navigator', {});
});

afterEach(() => {
  vi.resetModules();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const clientLog = () => import('../../../../runtime/shared/tracking/client-log.js');

describe('the error-reporting hook', () => {
  it('takes a visitor’s error (not logged in): window event and the console', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { reportError, ERROR_REPORT_EVENT } = await clientLog();
    const error = new Error('boom');
    reportError(error, 'window');
    expect(ERROR_REPORT_EVENT).toBe('selfservice:error');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      error,
      where: 'window',
      path: '/se/payment-options',
      loggedIn: false,
    });
    // No reporter added: written to the console, never dropped without a trace.
    expect(consoleError).toHaveBeenCalledWith('Error (window):', error);
  });

  it('passes every report to the reporters added, the console then stays quiet', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { reportError, addErrorReporter } = await clientLog();
    const seen: ErrorReport[] = [];
    const failing = vi.fn(() => {
      throw new Error('reporter down');
    });
    const stop = addErrorReporter((report) => seen.push(report));
    addErrorReporter(failing);
    reportError('text', 'promise');
    expect(seen.map((report) => report.where)).toEqual(['promise']);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(consoleError).not.toHaveBeenCalled();
    stop();
    reportError('again');
    expect(seen).toHaveLength(1);
  });

  it('puts the error in the client log too, which sends it only once logged in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', (_path: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return Promise.resolve(new Response(null, { status: 204 }));
    });
    const { reportError, setLogLoggedIn } = await clientLog();
    reportError(new Error('visitor'), 'unexpected');
    // The sender loads, but nothing goes out while logged out.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
    // Logged in, what waited goes with the next batch (every 2 s on a developer's machine).
    setLogLoggedIn(true);
    await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: 5000 });
    expect(JSON.stringify(sent[0])).toContain('Error: unexpected');
    expect(events).toHaveLength(1);
  });
});
