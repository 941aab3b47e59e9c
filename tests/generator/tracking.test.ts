import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { makeModel } from '../../generator/core/model.js';
import { generatorFiles, verbatimOutputs } from '../../generator/core/templates.js';
import type { Model } from '../../generator/core/types.js';
import { trackingEventsResolve } from '../../generator/domains/tracking/checks/tracking-events.js';
import { emitTracking } from '../../generator/domains/tracking/emit/tracking.js';
import { trackingDomain } from '../../generator/domains/tracking/index.js';
import type { TrackingSource } from '../../generator/domains/tracking/sources.js';
import { readSource, templates } from '../support/sources.js';

function model(edit: (tracking: TrackingSource) => void = () => {}): Model {
  const data = parse(readSource('schema/tracking.yaml')) as TrackingSource;
  edit(data);
  const brands = parse(readSource('schema/brands.yaml')) as unknown;
  return makeModel([
    { path: 'schema/tracking.yaml', kind: 'tracking', name: 'tracking', data },
    { path: 'schema/brands.yaml', kind: 'brands', name: 'brands', data: brands },
  ]);
}

interface TrackingModule {
  TRACKING_EVENTS: Record<string, { requiresConsent: boolean; fields: string[] }>;
  INITIAL_TRACKING_STATE: Record<string, unknown>;
  TRACKING_FAILURE_LOG_MESSAGE: string;
  sendsPageView: (
    previous: { search: string; hash: string } | null,
    next: { search: string; hash: string },
  ) => boolean;
}

/** The emitted tracking data and its verbatim module, transpiled and imported. */
async function load(): Promise<TrackingModule> {
  const [data] = emitTracking(model(), templates);
  const files = [data!, ...verbatimOutputs(generatorFiles(), trackingDomain)];
  const dir = mkdtempSync(join(tmpdir(), 'tracking-emitted-'));
  try {
    for (const path of ['tracking-data.ts', 'tracking.ts']) {
      const file = files.find((f) => f.path === path);
      const js = ts.transpileModule(file!.content, {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      }).outputText;
      writeFileSync(join(dir, path.replace(/\.ts$/, '.js')), js);
    }
    return (await import(pathToFileURL(join(dir, 'tracking.js')).href)) as TrackingModule;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('trackingEventsResolve', () => {
  it('accepts the real file', () => {
    expect(trackingEventsResolve(model())).toEqual([]);
  });

  it('rejects a page-view rule naming an unknown event', () => {
    expect(trackingEventsResolve(model((t) => (t.pageView.event = 'pageview')))).toEqual([
      expect.objectContaining({ path: ['pageView', 'event'], message: "unknown event 'pageview'" }),
    ]);
  });
});

describe('the emitted tracking module', () => {
  it('has every event of the spec, each needing consent', async () => {
    const { TRACKING_EVENTS } = await load();
    expect(Object.keys(TRACKING_EVENTS)).toEqual([
      'page_view',
      'login',
      'logout',
      'refund',
      'contact',
      'click_accordion',
      'click_menu',
      'click',
      'start_payment_process',
      'payment_process',
      'payment_complete',
      'payment_failed',
      'bank_selection',
      'file_download',
    ]);
    expect(Object.values(TRACKING_EVENTS).every((e) => e.requiresConsent)).toBe(true);
    for (const click of ['click', 'click_menu', 'click_accordion']) {
      expect(TRACKING_EVENTS[click]!.fields).toEqual([
        'category',
        'subCategory',
        'pagePath',
        'pageType',
      ]);
    }
  });

  it('starts with no consent and error code 200', async () => {
    const { INITIAL_TRACKING_STATE, TRACKING_FAILURE_LOG_MESSAGE } = await load();
    expect(INITIAL_TRACKING_STATE).toEqual({
      cookieConsent: false,
      errorCode: 200,
      history: [],
      currentPage: null,
      previousPage: null,
    });
    expect(TRACKING_FAILURE_LOG_MESSAGE).toBe('Tracking failed');
  });

  it('sends a page view only when neither route has a query or hash', async () => {
    const { sendsPageView } = await load();
    const plain = { search: '', hash: '' };
    expect(sendsPageView(null, plain)).toBe(true);
    expect(sendsPageView(plain, plain)).toBe(true);
    expect(sendsPageView({ search: '?item=7', hash: '' }, plain)).toBe(false);
    expect(sendsPageView(plain, { search: '', hash: '#flow=pay' })).toBe(false);
  });

  it('types payload fields from their kinds', () => {
    const [file] = emitTracking(model(), templates);
    expect(file!.content).toContain(
      'click: { category: string; subCategory: "footer" | ""; pagePath: string; pageType: RouteName };',
    );
    expect(file!.content).toContain('export type TrackedBrand = "nordpay" | "fjallmode"');
  });
});
