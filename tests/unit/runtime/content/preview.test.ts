import { createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import { contentEntry, CONTENT_VERSIONS } from '../../../../generated/content/entries.js';
import { messageIds } from '../../../../generated/messages/index.js';
import { messageSource } from '../../../../runtime/shared/content/message-source.js';
import { MessageReview } from '../../../../runtime/features/preview/message-review.js';
import { loadEntry, loadPreview } from '../../../../runtime/features/preview/preview-data.js';
import { loadAllMessages } from '../../../../runtime/features/preview/review-data.js';
import { meta, PreviewView } from '../../../../runtime/routes/pages/preview.js';
import { ensureCatalogue, catalogueOf } from '../../../../runtime/shared/i18n/catalogue.js';
import { renderPage, textOf } from './render.js';

const draft = CONTENT_VERSIONS.find((e) => !e.published)!;
const answer = (status: number, body: unknown): typeof fetch =>
  (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;

describe('preview data', () => {
  it('loads an entry through the API preview path', async () => {
    const seen: string[] = [];
    const fetcher = (async (url: string) => {
      seen.push(url);
      return new Response(JSON.stringify({ id: draft.id }), { status: 200 });
    }) as unknown as typeof fetch;
    const data = await loadEntry(draft.id, fetcher);
    expect(seen).toEqual([`/service/payment/api/amplience/preview/content/id/${draft.id}`]);
    expect(data).toMatchObject({ view: 'entry', entry: { id: draft.id } });
  });

  it('tells a bad id, an unknown id and a failure apart', async () => {
    expect(await loadEntry('nope', answer(200, {}))).toEqual({ view: 'invalid-id', id: 'nope' });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await loadEntry(unknown, answer(404, {}))).toMatchObject({ view: 'not-found' });
    expect(await loadEntry(unknown, answer(503, {}))).toMatchObject({ view: 'failed' });
  });

  it('lists every message in the four languages', async () => {
    const data = await loadAllMessages();
    if (data.view !== 'messages') throw new Error(data.view);
    expect(data.rows).toHaveLength(messageIds.length);
    const close = data.rows.find((r) => r.id === 'common.close');
    expect(close?.texts).toEqual({ sv: 'Stäng', nb: 'Lukk', fi: 'Sulje', da: 'Luk' });
  });

  it('starts with the form when the URL asks for nothing', async () => {
    expect(await loadPreview(new URLSearchParams(''), answer(200, {}))).toEqual({
      view: 'start',
    });
  });
});

describe('messageSource', () => {
  it('gives the ICU text back, arguments and plurals included', async () => {
    const sv = await ensureCatalogue('se');
    expect(messageSource(sv['page.appHome.greeting'])).toBe('Hej {firstName}!');
    expect(messageSource(sv['header.notificationBubble'])).toMatch(
      /^\{count, plural, one \{# .+\} other \{# .+\}\}$/,
    );
  });
});

describe('the preview page', () => {
  it('is never indexed, and has a title of its own', async () => {
    await ensureCatalogue('se');
    expect(meta({ location: { pathname: '/se/preview' } })).toEqual([
      { title: 'Förhandsgranskning' },
      { name: 'robots', content: 'noindex, nofollow' },
    ]);
  });

  it('marks a draft and draws it with the content renderer', async () => {
    const entry = {
      id: draft.id,
      locale: draft.locale,
      contentType: draft.contentType,
      content: draft.content,
    };
    const html = await renderPage('se', '/se/preview', () =>
      h(PreviewView, { data: { view: 'entry', entry } }),
    );
    expect(textOf(html)).toContain('Utkast – inte publicerat');
    expect(html).toContain('ed-badge-draft');
    expect(textOf(html)).toContain(draft.content.title);
  });

  it('marks a published entry as published', async () => {
    const e = contentEntry('about-us', 'nb');
    const entry = {
      id: e.id,
      key: e.key,
      locale: e.locale,
      contentType: e.contentType,
      content: e.content,
    };
    const html = await renderPage('no', '/no/preview', () =>
      h(PreviewView, { data: { view: 'entry', entry } }),
    );
    expect(textOf(html)).toContain('Publisert');
    expect(html).toContain('href="/no/customer-service"');
  });

  it('shows the messages side by side and the id form with a label', async () => {
    await ensureCatalogue('fi');
    expect(catalogueOf('fi')).toBeDefined();
    const data = await loadAllMessages();
    if (data.view !== 'messages') throw new Error(data.view);
    const html = await renderPage('fi', '/fi/preview', () => h(MessageReview, { data }));
    expect(html).toContain('<th scope="col" lang="da">da</th>');
    expect(html).toContain('<span class="cr-text" lang="nb">Lukk</span>');
    const form = await renderPage('fi', '/fi/preview', () =>
      h(PreviewView, { data: { view: 'start' } }),
    );
    expect(form).toMatch(/<label>Sisällön tunniste<!-- --> <input[^>]*name="id"/);
  });

  it('says when an id finds nothing', async () => {
    const html = await renderPage('dk', '/dk/preview', () =>
      h(PreviewView, { data: { view: 'not-found', id: 'x' } }),
    );
    expect(html).toContain('role="alert"');
    expect(textOf(html)).toContain('Der findes intet indhold med id x.');
  });
});
