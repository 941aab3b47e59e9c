import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientLogBatch, ClientLogEntry } from '../../../../generated/entities/types.js';
import {
  createLogBatcher,
  logEntry,
  logIntervalFor,
  sendToApi,
} from '../../../../runtime/shared/tracking/log-batch.js';

const entry = (message: string): ClientLogEntry => ({
  message,
  timestamp: '2026-01-01T00:00:00.000Z',
  device: 'desktop',
  path: '/se',
  country: 'se',
  layout: 'mobile',
  logLevel: 'info',
});

describe('client log batching', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends every 2 s locally and every 30 s otherwise', () => {
    expect(logIntervalFor('localhost')).toBe(2000);
    expect(logIntervalFor('127.0.0.1')).toBe(2000);
    expect(logIntervalFor('minasidor.example.se')).toBe(30000);
  });

  it('sends the queued entries as one batch when the interval has passed', () => {
    const sent: ClientLogBatch[] = [];
    const batcher = createLogBatcher(30000, (batch) => sent.push(batch));
    batcher.setActive(true);
    batcher.add(entry('a'));
    vi.advanceTimersByTime(10000);
    batcher.add(entry('b'));
    vi.advanceTimersByTime(19999);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent.map((b) => b.entries.map((e) => e.message))).toEqual([['a', 'b']]);
    vi.advanceTimersByTime(60000);
    expect(sent).toHaveLength(1);
  });

  it('sends nothing while logged out, then what waited once logged in', () => {
    const sent: ClientLogBatch[] = [];
    const batcher = createLogBatcher(2000, (batch) => sent.push(batch));
    batcher.add(entry('before login'));
    vi.advanceTimersByTime(10000);
    batcher.flush(true);
    expect(sent).toEqual([]);
    batcher.setActive(true);
    vi.advanceTimersByTime(2000);
    expect(sent[0]?.entries.map((e) => e.message)).toEqual(['before login']);
  });

  it('drops the queue on logout', () => {
    const sent: ClientLogBatch[] = [];
    const batcher = createLogBatcher(2000, (batch) => sent.push(batch));
    batcher.setActive(true);
    batcher.add(entry('x'));
    batcher.setActive(false);
    expect(batcher.pending()).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(sent).toEqual([]);
  });

  it('sends at once when the page goes away, marked final', () => {
    const finals: boolean[] = [];
    const batcher = createLogBatcher(30000, (_batch, final) => finals.push(final));
    batcher.setActive(true);
    batcher.add(entry('bye'));
    batcher.flush(true);
    expect(finals).toEqual([true]);
    vi.advanceTimersByTime(30000);
    expect(finals).toEqual([true]);
  });

  it('keeps at most the contract maximum of 200 entries per batch, newest kept', () => {
    const sent: ClientLogBatch[] = [];
    const batcher = createLogBatcher(2000, (batch) => sent.push(batch));
    for (let i = 0; i < 250; i++) batcher.add(entry(String(i)));
    batcher.setActive(true);
    vi.advanceTimersByTime(2000);
    expect(sent[0]?.entries).toHaveLength(200);
    expect(sent[0]?.entries[0]?.message).toBe('50');
  });

  it('fits a final batch into a beacon (under 64 KB)', () => {
    const sent: ClientLogBatch[] = [];
    const batcher = createLogBatcher(2000, (batch) => sent.push(batch));
    batcher.setActive(true);
    for (let i = 0; i < 100; i++) batcher.add(entry('x'.repeat(1900)));
    batcher.flush(true);
    expect(JSON.stringify(sent[0]).length).toBeLessThan(64_000);
  });
});

describe('a client log entry', () => {
  it('has the contract fields, scrubbed and cut to the contract lengths', () => {
    const made = logEntry(
      'error',
      'payment failed for 197001011234',
      { status: 502, email: 'anna@example.se' },
      {
        device: 'ios',
        layout: 'tablet',
        country: 'no',
        path: '/no/app?token=abc123',
        now: new Date('2026-05-01T10:00:00Z'),
      },
    );
    expect(made).toEqual({
      message: 'payment failed for [civic] {"status":502,"email":"[redacted]"}',
      timestamp: '2026-05-01T10:00:00.000Z',
      device: 'ios',
      path: '/no/app?token=[redacted]',
      country: 'no',
      layout: 'tablet',
      logLevel: 'error',
    });
    const long = logEntry('info', 'ab '.repeat(2000), undefined, {
      device: 'desktop',
      layout: 'mobile',
      country: 'se',
      path: '/se',
      now: new Date(),
    });
    expect(long.message).toHaveLength(2000);
  });

  it('posts to the path of the contract operation postClientLog, the last batch as a beacon', async () => {
    const sent: Array<{ how: string; url: string }> = [];
    vi.stubGlobal('fetch', async (url: string) => {
      sent.push({ how: 'fetch', url });
      return new Response(null, { status: 204 });
    });
    vi.stubGlobal('navigator', {
      sendBeacon: (url: string) => sent.push({ how: 'beacon', url }) > 0,
    });
    try {
      sendToApi({ entries: [entry('x')] }, false);
      await vi.waitFor(() => expect(sent).toHaveLength(1));
      sendToApi({ entries: [entry('y')] }, true);
      expect(sent).toEqual([
        { how: 'fetch', url: '/service/payment/api/log' },
        { how: 'beacon', url: '/service/payment/api/log' },
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
