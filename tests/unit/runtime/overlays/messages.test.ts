import { createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import type { UserMessage } from '../../../../generated/entities/types.js';
import { messageHref } from '../../../../runtime/shared/overlays/app-href.js';
import { GlobalUpdateNotice } from '../../../../runtime/shared/overlays/global-update.js';
import { Modal } from '../../../../runtime/shared/overlays/modal.js';
import { UserInformationDialog } from '../../../../runtime/shared/overlays/user-information.js';
import { renderInCountry, textOf } from '../public/render.js';

const update: UserMessage = {
  id: 'm1',
  messageType: 'GlobalUpdate',
  title: 'Uppdatering',
  message: 'Beloppet för ditt köp har uppdaterats.',
  buttonText: 'Visa köp',
  ctaRoute: 'app/purchases',
  linkedMessage: 'm2',
  startDate: '2026-11-01',
};
const linked: UserMessage = {
  id: 'm2',
  messageType: 'Notification',
  title: 'Varför?',
  message: 'Butiken har ändrat ordern.',
  startDate: '2026-11-01',
};

describe('global update notices', () => {
  it('variant 1 is the message alone: no action, no read-more, no close', async () => {
    const html = await renderInCountry('se', () =>
      h(GlobalUpdateNotice, { message: update, variant: 1, linked }),
    );
    expect(html).toMatch(/<section class="global-update global-update-1" aria-labelledby="/);
    expect(textOf(html)).toContain('Beloppet för ditt köp har uppdaterats.');
    expect(html).not.toMatch(/<a |<button/);
  });

  it('variant 2 adds the action, as a link within the country', async () => {
    const html = await renderInCountry('se', () =>
      h(GlobalUpdateNotice, { message: update, variant: 2 }),
    );
    expect(html).toMatch(/<a href="\/se\/app\/purchases"[^>]*>Visa köp<\/a>/);
    expect(html).not.toMatch(/<button/);
  });

  it('variant 3 can be closed and reveals its linked message on read-more', async () => {
    const html = await renderInCountry('no', () =>
      h(GlobalUpdateNotice, { message: update, variant: 3, linked, onRead: () => {} }),
    );
    expect(html).toMatch(/<button type="button" class="global-update-more" aria-expanded="false"/);
    expect(textOf(html)).toContain('Les mer');
    const controls = /aria-controls="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`id="${controls}" class="global-update-linked" hidden=""`);
    expect(html).toMatch(/class="alert-close" aria-label="Lukk"/);
  });

  it('variant 3 shows no read-more when the linked message is not there', async () => {
    const html = await renderInCountry('se', () =>
      h(GlobalUpdateNotice, { message: update, variant: 3 }),
    );
    expect(html).not.toMatch(/global-update-more/);
    expect(html).toMatch(/alert-close/);
  });
});

describe('user-information dialog', () => {
  const popup: UserMessage = {
    id: 'u1',
    messageType: 'UserInformationPopup',
    title: 'Nya villkor',
    message: 'Våra villkor ändras den 1 januari.',
    bullets: ['Ny ränta', 'Ny avgift'],
    buttonText: 'Läs villkoren',
    ctaRoute: '/se/terms-and-conditions',
    footerText: 'Frågor? Kontakta kundservice.',
    startDate: '2026-11-01',
  };

  it('draws title (naming the dialog), message, bullets, action and footer', async () => {
    const html = await renderInCountry('se', () =>
      h(Modal, {
        onClose: () => {},
        children: (props) => h(UserInformationDialog, { ...props, message: popup }),
      }),
    );
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`<h2 id="${labelledBy}">Nya villkor</h2>`);
    expect(html).toContain('<ul><li>Ny ränta</li><li>Ny avgift</li></ul>');
    expect(html).toMatch(
      /<a class="overlay-button" data-autofocus="" href="\/se\/terms-and-conditions"/,
    );
    expect(html).toContain('<p class="overlay-footer">Frågor? Kontakta kundservice.</p>');
  });

  it('without an action it offers a close button', async () => {
    const html = await renderInCountry('fi', () =>
      h(UserInformationDialog, {
        close: () => {},
        titleId: 't',
        message: { ...popup, buttonText: undefined, ctaRoute: undefined, bullets: undefined },
      }),
    );
    expect(html).toMatch(/<button type="button" class="overlay-button" data-autofocus="">Sulje/);
    expect(html).not.toMatch(/<ul>/);
  });
});

describe('message links', () => {
  it('keeps own paths, puts bare routes under the country, refuses anything else', () => {
    expect(messageHref('/se/app', 'se')).toBe('/se/app');
    expect(messageHref('app/invoices#due', 'fi')).toBe('/fi/app/invoices#due');
    expect(messageHref('/no/app/ppi/nordpay?item=7', 'se')).toBe('/no/app/ppi/nordpay?item=7');
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:x',
      '#',
      '//evil.com',
      '/\\evil.com',
      'https://x.y',
      '',
      // Paths no route has: no page of ours, so no link.
      '/se/terms#changes',
      'app/purchases/acme',
      '/xx/app',
    ]) {
      expect(messageHref(bad, 'se')).toBeNull();
    }
    expect(messageHref(undefined, 'se')).toBeNull();
  });
});
