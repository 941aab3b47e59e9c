/**
 * The content review's rows (issue 16): marks, samples with plural forms and formatted money and
 * dates, the pages that draw a message, and the search and filters of the address.
 */
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../../generated/countries/format.js';
import { messageIds, type MessageId } from '../../../../generated/messages/index.js';
import { englishWords } from '../../../../runtime/features/preview/english-words.js';
import { loadAllMessages, reviewFilter } from '../../../../runtime/features/preview/review-data.js';
import {
  marksOf,
  reviewRows,
  type ReviewRow,
} from '../../../../runtime/features/preview/review-rows.js';
import { samplesOf } from '../../../../runtime/features/preview/sample-arguments.js';
import { textUsage } from '../../../../runtime/shared/i18n/text-usage.js';

const usage = textUsage();

async function rowsOf(query = 'view=messages'): Promise<ReviewRow[]> {
  const data = await loadAllMessages(new URLSearchParams(query), async () => usage);
  if (data.view !== 'messages') throw new Error(data.view);
  return [...data.rows];
}

const rowOf = (rows: readonly ReviewRow[], id: MessageId): ReviewRow => {
  const row = rows.find((r) => r.id === id);
  if (!row) throw new Error(`no row ${id}`);
  return row;
};

describe('the content review rows', () => {
  it('has a row for every message, its text in each language', async () => {
    const rows = await rowsOf();
    expect(rows).toHaveLength(messageIds.length);
    expect(rowOf(rows, 'common.close').texts).toEqual({
      sv: 'Stäng',
      nb: 'Lukk',
      fi: 'Sulje',
      da: 'Luk',
    });
  });

  it('renders a plural for 0, 1, 2 and 5 in each language', async () => {
    const rows = await rowsOf();
    const bubble = rowOf(rows, 'header.notificationBubble');
    expect(bubble.samples.sv.map((s) => s.label)).toEqual([
      'count = 0',
      'count = 1',
      'count = 2',
      'count = 5',
    ]);
    const [zero, one, two, five] = bubble.samples.fi.map((s) => s.text);
    expect(one).toMatch(/^1 /);
    expect(two).toMatch(/^2 /);
    expect(five).toMatch(/^5 /);
    expect(zero).not.toEqual(one);
  });

  it('fills money and dates in the country’s formats, and a name shows itself', () => {
    const [sample] = samplesOf(
      [
        { type: 1, value: 'amount' },
        { type: 0, value: ' / ' },
        { type: 1, value: 'date' },
        { type: 0, value: ' / ' },
        { type: 1, value: 'firstName' },
      ],
      'no',
      'nb-NO',
    );
    expect(sample?.values).toEqual({
      amount: formatMoney(1234.5, 'no'),
      date: expect.stringMatching(/14\.? mars 2027/),
      firstName: '‹firstName›',
    });
  });

  it('marks a missing text, a text like another language’s, English and an unused message', () => {
    const t = (text: string) => [{ type: 0 as const, value: text }];
    const [row] = reviewRows(
      ['common.close'],
      {
        sv: { 'common.close': t('Stäng') },
        nb: { 'common.close': t('Please close') },
        fi: {},
        da: { 'common.close': t('Stäng') },
      },
      { frames: {}, pages: {} },
    );
    if (!row) throw new Error('no row');
    expect(row.missing).toEqual(['fi']);
    expect(row.identical).toEqual({ sv: ['da'], da: ['sv'] });
    expect(row.english).toEqual({ nb: ['Please', 'close'] });
    expect(marksOf(row)).toEqual(['missing', 'identical', 'english', 'unused']);
  });

  it('finds no English in the Nordic words that look like it', () => {
    expect(englishWords('Betala för 2 månader, to ganger, is og hand')).toEqual([]);
    expect(englishWords('Read about your invoice')).toEqual(['Read', 'about', 'your', 'invoice']);
  });

  it('names the pages that draw a message, and a page’s frame', async () => {
    const rows = await rowsOf();
    expect(rowOf(rows, 'page.bank.intro').pages).toContain('app-profile-bank');
    expect(rowOf(rows, 'common.close').frames).toContain('default-app');
    const flowOutcome = rowOf(rows, 'flow.freeMonth.outcome.success.title' as MessageId);
    expect(flowOutcome.pages.length).toBeGreaterThan(0);
  });
});

describe('the content review filter', () => {
  it('reads the search, a page and a mark from the address, and ignores unknown ones', () => {
    expect(reviewFilter(new URLSearchParams('q=Lukk&page=app-profile-bank&mark=english'))).toEqual({
      q: 'Lukk',
      page: 'app-profile-bank',
      mark: 'english',
    });
    expect(reviewFilter(new URLSearchParams('page=nope&mark=nope'))).toEqual({
      q: '',
      page: '',
      mark: '',
    });
  });

  it('searches ids and texts in every language', async () => {
    const rows = await rowsOf('view=messages&q=sulje');
    expect(rows.map((r) => r.id)).toContain('common.close');
    expect(
      rows.every(
        (r) => JSON.stringify(r.texts).toLowerCase().includes('sulje') || r.id.includes('sulje'),
      ),
    ).toBe(true);
  });

  it('shows a page’s messages: its own and its frame’s', async () => {
    const rows = await rowsOf('view=messages&page=app-profile-bank');
    const ids = rows.map((r) => r.id);
    expect(ids).toContain('route.appProfileBank.title');
    expect(ids).toContain('common.close');
    expect(ids).not.toContain('page.preview.heading');
  });

  it('shows the messages of a mark', async () => {
    const rows = await rowsOf('view=messages&mark=unused');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.frames.length === 0 && r.pages.length === 0)).toBe(true);
  });
});
