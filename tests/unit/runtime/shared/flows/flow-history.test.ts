/**
 * How a flow steps back through the browser's history (flow-history.ts, issue 19's keyboard pay
 * journey): leaving counts from the entry the browser is on when asked, and a second step back
 * asked before the first has landed is not added to it (history.go is asynchronous), so leaving
 * lands on the host page and never one entry before it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NavigateFunction } from 'react-router';
import type * as HistoryModule from '../../../../../runtime/shared/flows/flow-history.js';

const MODULE = '../../../../../runtime/shared/flows/flow-history.js';

/** A browser history as React Router keeps it: entries with `idx`, traversals landing later. */
class FakeHistory {
  readonly target = new EventTarget();
  constructor(public index: number | null) {}
  get state() {
    return this.index === null ? null : { idx: this.index };
  }
  /** history.go: asked now, landed (popstate) when `land` is called. */
  pending: number[] = [];
  land() {
    for (const delta of this.pending.splice(0)) {
      this.index = (this.index ?? 0) + delta;
      this.target.dispatchEvent(new Event('popstate'));
    }
  }
}

let browser: FakeHistory;
let flowHistory: typeof HistoryModule;
const asked: number[] = [];
const navigate = ((delta: number) => {
  asked.push(delta);
  browser.pending.push(delta);
}) as unknown as NavigateFunction;

beforeEach(async () => {
  browser = new FakeHistory(5);
  asked.length = 0;
  vi.stubGlobal('window', {
    history: browser,
    addEventListener: (type: string, listener: EventListener, options?: AddEventListenerOptions) =>
      browser.target.addEventListener(type, listener, options),
  });
  vi.resetModules();
  flowHistory = (await import(MODULE)) as typeof HistoryModule;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the host page entry', () => {
  it('is the one the flow pushed with its steps', () => {
    expect(flowHistory.hostIndexOf({ flowDepth: 2, hostIndex: 1 }, 2)).toBe(1);
  });

  it('is `depth` entries back when a link opened the step without state', () => {
    expect(flowHistory.hostIndexOf(null, 1)).toBe(4);
  });

  it('is unknown outside a browser history that numbers its entries', () => {
    browser.index = null;
    expect(flowHistory.hostIndexOf(null, 1)).toBeNull();
    expect(flowHistory.entriesToHost(null, 2)).toBe(2);
  });
});

describe('leaving the flow', () => {
  it('counts the entries from where the browser is, not from the step that was drawn', () => {
    // The step was drawn at depth 3, but the browser is two entries past the host page.
    expect(flowHistory.entriesToHost(3, 3)).toBe(2);
    flowHistory.stepBack(navigate, flowHistory.entriesToHost(3, 3));
    browser.land();
    expect(browser.index).toBe(3);
  });

  it('does not add a second step back asked before the first has landed', () => {
    flowHistory.stepBack(navigate, 2);
    flowHistory.stepBack(navigate, 1);
    browser.land();
    expect(asked).toEqual([-2]);
    expect(browser.index).toBe(3);
  });

  it('steps back again once the first traversal has landed', () => {
    flowHistory.stepBack(navigate, 1);
    browser.land();
    flowHistory.stepBack(navigate, 1);
    browser.land();
    expect(asked).toEqual([-1, -1]);
    expect(browser.index).toBe(3);
  });
});
