/**
 * The runtime's action buttons are double-click guarded (spec 9: a second click within 1000 ms is
 * ignored): the error page's retry and logout, the alert bar's reload and the update notice's
 * close are GuardedButtons. The guard is swapped for a recording one, so the markup names which
 * buttons went through it, and each recorded handler is driven through the real guard's clock.
 */
import { createElement as h, type ButtonHTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { UserMessage } from '../../../../generated/entities/types.js';
import type * as GuardedClick from '../../../../runtime/shared/platform/guarded-click.js';
import { renderInCountry } from '../public/render.js';

type GuardModule = typeof GuardedClick;

const recorded: Array<ButtonHTMLAttributes<HTMLButtonElement>> = [];

vi.mock('../../../../runtime/shared/platform/guarded-click.js', async (importOriginal) => {
  const original = await importOriginal<GuardModule>();
  return {
    ...original,
    GuardedButton: (props: ButtonHTMLAttributes<HTMLButtonElement>) => {
      recorded.push(props);
      return h('button', { ...props, onClick: undefined, type: 'button', 'data-guarded': 'true' });
    },
  };
});

const { ErrorPage } = await import('../../../../runtime/shared/shell/error-page.js');
const { AlertBar } = await import('../../../../runtime/shared/overlays/alerts.js');
const { GlobalUpdateNotice } = await import('../../../../runtime/shared/overlays/global-update.js');
const { createClickGuard } = await import('../../../../runtime/shared/platform/guarded-click.js');

const buttons = (html: string) => html.match(/<button[^>]*>/g) ?? [];

describe('action buttons guard against double clicks', () => {
  it('the error page: 503 reload, 504 retry and logout', async () => {
    for (const props of [{ status: 503 }, { status: 504, loggedIn: true }]) {
      const html = await renderInCountry('se', () => h(ErrorPage, props));
      const found = buttons(html);
      expect(found.length).toBeGreaterThan(0);
      for (const button of found) expect(button).toContain('data-guarded="true"');
    }
  });

  it('the alert bar’s reload action', async () => {
    const html = await renderInCountry('se', () =>
      h(AlertBar, {
        alerts: [
          {
            id: 'fetch-504',
            tone: 'error',
            text: 'Fel',
            actions: [{ label: 'Ladda om', onClick: () => {} }],
          },
        ],
        dismiss: () => {},
      }),
    );
    expect(html).toMatch(
      /<button[^>]*class="alert-action"[^>]*data-guarded="true"|<button[^>]*data-guarded="true"[^>]*class="alert-action"/,
    );
  });

  it('the update notice’s close (variant 3)', async () => {
    const message: UserMessage = {
      id: 'u1',
      messageType: 'GlobalUpdate',
      title: 'Uppdatering',
      message: 'Nya villkor',
      startDate: '2026-11-01',
    };
    recorded.length = 0;
    const onRead = vi.fn();
    const html = await renderInCountry('se', () =>
      h(GlobalUpdateNotice, { message, variant: 3, onRead }),
    );
    expect(html).toMatch(
      /class="alert-close"[^>]*data-guarded="true"|data-guarded="true"[^>]*class="alert-close"/,
    );
    // The recorded handler, behind the real guard: two clicks 300 ms apart mark read once.
    let now = 0;
    const allow = createClickGuard(undefined, () => now);
    const click = () => {
      if (allow()) recorded[0]?.onClick?.({} as never);
    };
    click();
    now = 300;
    click();
    expect(onRead).toHaveBeenCalledOnce();
    now = 1000;
    click();
    expect(onRead).toHaveBeenCalledTimes(2);
  });
});
