import { createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import { ContentSections } from '../../../../runtime/shared/content/content-sections.js';
import { resolveContent } from '../../../../runtime/shared/content/resolve.js';
import { count, renderPage, textOf } from './render.js';

const content = resolveContent(
  {
    title: 'Titel',
    intro: 'Ingress',
    sections: [
      {
        heading: 'Första',
        paragraphs: ['Ett', 'Två'],
        bullets: ['a', 'b', 'c'],
        links: [
          { text: 'Villkor (PDF)', document: 'credit-terms' },
          { text: 'Kundservice', page: 'customer-service' },
        ],
      },
      { heading: 'Andra', paragraphs: ['Tre'] },
    ],
  },
  { country: 'fi', brand: 'nordpay' },
);

describe('ContentSections', () => {
  it('draws sections as headed sections with paragraphs, bullets and links', async () => {
    const html = await renderPage('se', '/se/x', () =>
      h(ContentSections, { sections: content.sections }),
    );
    expect(count(html, /<section/g)).toBe(2);
    expect(count(html, /<h2>/g)).toBe(2);
    expect(count(html, /<p>/g)).toBe(3);
    expect(count(html, /<ul class="ed-bullets">/g)).toBe(1);
    expect(count(html, /<li>/g)).toBe(5); // three bullets and two links
    expect(html).not.toMatch(/style=/);
  });

  it('opens a PDF in a new tab and says so to screen readers; pages stay in the tab', async () => {
    const html = await renderPage('se', '/se/x', () =>
      h(ContentSections, { sections: content.sections }),
    );
    expect(html).toContain(
      '<a href="/download/CREDIT_TERMS_AND_CONDITIONS/nordpay/fi.pdf" target="_blank" rel="noopener"',
    );
    expect(textOf(html)).toContain('Villkor (PDF) (öppnas i en ny flik)');
    expect(html).toMatch(/<a[^>]*href="\/fi\/customer-service"(?![^>]*target)/);
  });

  it('uses h3 under a section heading when asked', async () => {
    const html = await renderPage('se', '/se/x', () =>
      h(ContentSections, { sections: content.sections, level: 3 }),
    );
    expect(count(html, /<h3>/g)).toBe(2);
  });

  it('links a document to the credit terms path of the API in the country', () => {
    expect(content.sections[0]?.links[0]).toEqual({
      text: 'Villkor (PDF)',
      href: '/download/CREDIT_TERMS_AND_CONDITIONS/nordpay/fi.pdf',
      document: true,
    });
  });
});
