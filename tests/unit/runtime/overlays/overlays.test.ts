import { createElement as h } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { catalogueOf, ensureCatalogue } from '../../../../runtime/shared/i18n/catalogue.js';
import { createTexts } from '../../../../runtime/shared/i18n/texts.js';
import { AlertBar, fetchAlertOf, type Alert } from '../../../../runtime/shared/overlays/alerts.js';
import {
  createEscapeStack,
  type EscapeItem,
} from '../../../../runtime/shared/overlays/escape-stack.js';
import { Modal } from '../../../../runtime/shared/overlays/modal.js';
import { OverlayProvider, withOpened } from '../../../../runtime/shared/overlays/provider.js';
import { renderInCountry, textOf } from '../public/render.js';

const item = (name: string, log: string[], dismissible = true, busy = false): EscapeItem => ({
  close: () => log.push(name),
  dismissible: () => dismissible,
  busy: () => busy,
});

describe('escape stack', () => {
  it('closes only the topmost item, most recent first', () => {
    const stack = createEscapeStack();
    const log: string[] = [];
    const popMenu = stack.push(item('menu', log));
    const popDialog = stack.push(item('dialog', log));
    expect(stack.escape()).toBe(true);
    expect(log).toEqual(['dialog']);
    popDialog();
    stack.escape();
    expect(log).toEqual(['dialog', 'menu']);
    popMenu();
    expect(stack.escape()).toBe(false);
  });

  it('an alertdialog on top swallows Escape: nothing below closes', () => {
    const stack = createEscapeStack();
    const log: string[] = [];
    stack.push(item('dialog', log));
    stack.push(item('alertdialog', log, false));
    expect(stack.escape()).toBe(true);
    expect(log).toEqual([]);
  });

  it('waits while the topmost is busy', () => {
    const stack = createEscapeStack();
    const log: string[] = [];
    stack.push(item('dialog', log, true, true));
    stack.escape();
    expect(log).toEqual([]);
  });

  it('taking an item off the middle keeps the order of the rest', () => {
    const stack = createEscapeStack();
    const log: string[] = [];
    stack.push(item('a', log));
    const popB = stack.push(item('b', log));
    stack.push(item('c', log));
    popB();
    expect(stack.size()).toBe(2);
    stack.escape();
    expect(log).toEqual(['c']);
  });
});

describe('overlay levels', () => {
  const entry = (key: number, level?: 'overlay' | 'second') => ({
    key,
    content: () => null,
    options: level ? { level } : {},
  });

  it('opens the first level, then the second above it', () => {
    const one = withOpened([null, null], entry(1));
    expect(one.map((e) => e?.key ?? null)).toEqual([1, null]);
    const two = withOpened(one, entry(2));
    expect(two.map((e) => e?.key ?? null)).toEqual([1, 2]);
  });

  it('opening the first level again replaces both', () => {
    const both = withOpened(withOpened([null, null], entry(1)), entry(2));
    expect(withOpened(both, entry(3, 'overlay')).map((e) => e?.key ?? null)).toEqual([3, null]);
  });
});

describe('modal markup', () => {
  it('a dialog is modal, named by its title, and has a close button', async () => {
    const html = await renderInCountry('se', () =>
      h(Modal, {
        onClose: () => undefined,
        children: ({ titleId }) => h('h2', { id: titleId }, 'Rubrik'),
      }),
    );
    expect(html).toMatch(/role="dialog"/);
    expect(html).toMatch(/aria-modal="true"/);
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(labelledBy).toBeTruthy();
    expect(html).toContain(`<h2 id="${labelledBy}">Rubrik</h2>`);
    expect(html).toMatch(/<button type="button" class="overlay-close" aria-label="Stäng">/);
    expect(html).toContain('overlay overlay-center overlay-level-1');
  });

  it('an alertdialog has no close button and may be named by a label', async () => {
    const html = await renderInCountry('fi', () =>
      h(Modal, {
        role: 'alertdialog',
        placement: 'right',
        level: 2,
        label: 'Vahvista',
        onClose: () => undefined,
        children: () => h('p', null, 'Teksti'),
      }),
    );
    expect(html).toMatch(/role="alertdialog"/);
    expect(html).toMatch(/aria-label="Vahvista"/);
    expect(html).not.toMatch(/aria-labelledby/);
    expect(html).not.toMatch(/overlay-close/);
    expect(html).toContain('overlay-right overlay-level-2');
  });

  it('the provider draws nothing open on the first render: only the empty live regions', async () => {
    const html = await renderInCountry('se', () =>
      h(OverlayProvider, null, h('main', null, 'Sidan')),
    );
    expect(html).toContain(
      '<div class="alert-bar"><div role="status"></div><div role="alert"></div></div><main>Sidan</main>',
    );
    expect(html).not.toMatch(/role="dialog"/);
  });
});

describe('alerts', () => {
  it('fetch alerts 100 and 504 have their texts in every language; 504 reloads', async () => {
    for (const [country, tag] of [
      ['se', 'sv-SE'],
      ['no', 'nb-NO'],
      ['fi', 'fi-FI'],
      ['dk', 'da-DK'],
    ] as const) {
      const t = createTexts(await ensureCatalogue(country).then(() => catalogueOf(country)), tag);
      const a100 = fetchAlertOf(100, t);
      const a504 = fetchAlertOf(504, t);
      expect(a100.tone).toBe('error');
      expect(a100.actions).toEqual([]);
      expect(a504.actions).toHaveLength(1);
      for (const text of [a100.text, a504.text, a504.actions[0]?.label ?? '']) {
        expect(text).not.toMatch(/^error\./);
        expect(text.length).toBeGreaterThan(5);
      }
      if (country === 'se') {
        expect(a100.text).toContain('Något gick fel med din betalning');
        expect(a504.actions[0]?.label).toBe('Ladda om sidan');
      }
      expect(a100.text).not.toBe(a504.text);
    }
  });

  it('the reload action reloads the page', async () => {
    const t = createTexts(await ensureCatalogue('se').then(() => catalogueOf('se')), 'sv-SE');
    const reload = vi.fn();
    vi.stubGlobal('location', { reload });
    fetchAlertOf(504, t).actions[0]?.onClick();
    expect(reload).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it('errors go to the assertive region, information to the polite one', async () => {
    const alerts: Alert[] = [
      { id: 'a', tone: 'info', text: 'Sparat', actions: [] },
      { id: 'b', tone: 'error', text: 'Fel', actions: [{ label: 'Igen', onClick: () => {} }] },
    ];
    const html = await renderInCountry('se', () => h(AlertBar, { alerts, dismiss: () => {} }));
    expect(html).toMatch(/<div role="status"><div class="alert alert-info">.*Sparat/);
    expect(html).toMatch(/<div role="alert"><div class="alert alert-error">.*Fel.*Igen/);
    expect(textOf(html)).toContain('Fel');
    expect(html.match(/aria-label="Stäng"/g)).toHaveLength(2);
  });
});
