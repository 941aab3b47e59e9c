/**
 * The preview route (spec: "the preview route rendering a content entry by id (drafts
 * included)"): a draft opened by id is drawn and marked as a draft; `?view=messages` is the
 * content review (issue 16): every message in the four languages, searched, filtered by page and
 * by mark, its samples rendered, from a message its pages and from a page its messages. Axe
 * clean, on a phone too.
 */
import { describe, test, type TestContext } from 'vitest';
import { CONTENT_VERSIONS } from '../../generated/content/entries.js';
import { checkA11y } from './support/a11y.js';
import { openPage, type OpenedPage } from './support/browser.js';
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
      const { page, errors } = await openReview('', context);
      const table = page.locator('table.ed-messages');
      const heads = await table
        .locator('thead th[lang]')
        .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('lang')));
      expect(heads).toEqual(['sv', 'nb', 'fi', 'da']);
      // A row of a known message, its text in each language.
      const cells = await rowOf(page, 'error.fetchAlert.reload')
        .locator('td .cr-text')
        .allTextContents();
      expect(cells).toEqual([
        textOf('se', 'error.fetchAlert.reload'),
        textOf('no', 'error.fetchAlert.reload'),
        textOf('fi', 'error.fetchAlert.reload'),
        textOf('dk', 'error.fetchAlert.reload'),
      ]);
      // Axe runs on the filtered views below: on all thousand rows it takes over a minute.
      expect(errors).toEqual([]);
    },
  );

  test('the search finds a text in any language', { timeout: 120_000 }, async (context) => {
    const { expect } = context;
    const { page, errors } = await openReview('', context);
    const search = page.getByRole('searchbox', { name: textOf('se', 'page.preview.search') });
    // The Finnish text of the close button, searched from the Swedish page.
    await search.fill(textOf('fi', 'common.close'));
    await search.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('Sulje');
    // The address changes before the filtered rows are drawn: wait for them.
    await expect.poll(() => page.locator('tbody tr').count()).toBeLessThan(50);
    expect(await rowOf(page, 'common.close').count()).toBe(1);
    const ids = await page.locator('tbody th code').allTextContents();
    expect(await page.locator('p[role="status"]').textContent()).toContain(String(ids.length));
    expect(errors).toEqual([]);
  });

  test(
    'from a message to its pages, and from a page to its messages',
    { timeout: 120_000 },
    async (context) => {
      const { expect } = context;
      const { page, errors } = await openReview('q=page.bank.intro', context);
      const row = rowOf(page, 'page.bank.intro');
      await row.locator('summary').click();
      await row.getByRole('link', { name: /^app-profile-bank / }).click();
      await expect
        .poll(() => new URL(page.url()).searchParams.get('page'))
        .toBe('app-profile-bank');
      // The page's own texts, its frame's too, and no other page's.
      await expect.poll(() => rowOf(page, 'route.appProfileBank.title').count()).toBe(1);
      expect(await rowOf(page, 'common.close').count()).toBe(1);
      expect(await rowOf(page, 'page.preview.heading').count()).toBe(0);
      expect(await page.locator('.cr-page').getByRole('link').getAttribute('href')).toBe(
        '/se/app/profile/bank',
      );
      // The page filter is chosen in the form as well.
      const select = page.getByRole('combobox', { name: textOf('se', 'page.preview.pageFilter') });
      expect(await select.inputValue()).toBe('app-profile-bank');
      await checkA11y(page);
      expect(errors).toEqual([]);
    },
  );

  test(
    'marks English and shows a plural with samples for 0, 1, 2 and 5',
    { timeout: 120_000 },
    async (context) => {
      const { expect } = context;
      const { page, errors } = await openReview('mark=english', context);
      // Danish logs in ("Log ind"), a word the English list holds too: the mark shows it for a
      // reviewer to judge (the catalogues have no English text left since issue 17).
      const english = rowOf(page, 'common.login');
      await expect.poll(() => english.count()).toBe(1);
      expect(await english.locator('.cr-marks').textContent()).toContain(
        textOf('se', 'page.preview.mark.english'),
      );
      const marked = await page.locator('tbody tr').count();
      const unmarked = await page
        .locator('tbody tr')
        .filter({ hasNot: page.locator('.cr-mark-english') })
        .count();
      expect(marked).toBeGreaterThan(0);
      expect(unmarked).toBe(0);

      await page.goto(
        `${new URL(page.url()).origin}/se/preview?view=messages&q=header.notificationBubble`,
      );
      const bubble = rowOf(page, 'header.notificationBubble');
      await expect.poll(() => bubble.count()).toBe(1);
      const finnish = bubble.locator('td').nth(2).locator('.cr-samples li');
      expect(await finnish.locator('code').allTextContents()).toEqual([
        'count = 0',
        'count = 1',
        'count = 2',
        'count = 5',
      ]);
      const texts = await finnish.locator('span[lang="fi"]').allTextContents();
      expect(texts[1]).toMatch(/^1 /);
      expect(texts[3]).toMatch(/^5 /);
      expect(texts[1]).not.toEqual(texts[3]?.replace(/^5/, '1'));
      expect(errors).toEqual([]);
    },
  );

  test('is usable and axe clean on a phone', { timeout: 120_000 }, async (context) => {
    const { expect } = context;
    const { page, errors } = await openReview('q=common.', context, 'mobile');
    // Each message a block of its own: no row wider than the screen.
    const widest = await page
      .locator('tbody tr')
      .evaluateAll((rows) => Math.max(...rows.map((row) => row.getBoundingClientRect().width)));
    expect(widest).toBeLessThanOrEqual(360);
    await checkA11y(page);
    expect(errors).toEqual([]);
  });
});

/** The content review with a query, once its table is drawn. */
async function openReview(
  query: string,
  context: TestContext,
  viewport: 'mobile' | 'desktop' = 'desktop',
): Promise<OpenedPage> {
  const opened = await openPage(`/se/preview?view=messages${query ? `&${query}` : ''}`, {
    consent: 'denied',
    waitUntil: 'load',
    test: context,
    viewport,
  });
  await context.expect
    .poll(() => opened.page.locator('table.ed-messages').count(), { timeout: 30_000 })
    .toBe(1);
  return opened;
}

/** The row of a message, by its id. */
const rowOf = (page: OpenedPage['page'], id: string) =>
  page.locator('tbody tr').filter({
    has: page.locator('th code', { hasText: new RegExp(`^${id.replaceAll('.', '\\.')}$`) }),
  });
