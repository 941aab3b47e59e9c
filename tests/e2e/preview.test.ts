/**
 * The preview route (spec: "the preview route rendering a content entry by id (drafts
 * included)"): a draft opened by id is drawn and marked as a draft; `?view=messages` lists every
 * message in the four languages. Both axe clean.
 */
import { describe, test } from 'vitest';
import { CONTENT_VERSIONS } from '../../generated/content/entries.js';
import { checkA11y } from './support/a11y.js';
import { openPage } from './support/browser.js';
import { textOf } from './support/texts.js';

describe.concurrent('the preview route', () => {
  test('a draft by id is drawn and marked as a draft', { timeout: 120_000 }, async (context) => {
    const { expect } = context;
    const draft = CONTENT_VERSIONS.find((entry) => !entry.published && entry.locale === 'sv');
    if (!draft) throw new Error('no Swedish draft in content/ to open in the preview');
    const { page, errors } = await openPage(`/se/preview?id=${draft.id}`, {
      consent: 'denied',
      waitUntil: 'load',
      test: context,
    });
    await expect
      .poll(() => page.locator('main').textContent(), { timeout: 30_000 })
      .toContain(textOf('se', 'page.preview.draft'));
    expect(await page.locator('h1').count()).toBe(1);
    await checkA11y(page);
    expect(errors).toEqual([]);
  });

  test(
    '?view=messages lists the messages in four languages',
    { timeout: 120_000 },
    async (context) => {
      const { expect } = context;
      const { page, errors } = await openPage('/se/preview?view=messages', {
        consent: 'denied',
        waitUntil: 'load',
        test: context,
      });
      const table = page.locator('table.ed-messages');
      await expect.poll(() => table.count(), { timeout: 30_000 }).toBe(1);
      const heads = await table
        .locator('thead th[lang]')
        .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('lang')));
      expect(heads).toEqual(['sv', 'nb', 'fi', 'da']);
      // A row of a known message, its text in each language.
      const row = table.locator('tbody tr', { hasText: 'error.fetchAlert.reload' });
      const cells = await row.locator('td').allTextContents();
      expect(cells).toEqual([
        textOf('se', 'error.fetchAlert.reload'),
        textOf('no', 'error.fetchAlert.reload'),
        textOf('fi', 'error.fetchAlert.reload'),
        textOf('dk', 'error.fetchAlert.reload'),
      ]);
      await checkA11y(page);
      expect(errors).toEqual([]);
    },
  );
});
