import { describe, expect, it } from 'vitest';
import { readCallbackQuery } from '../../../../runtime/features/konto-move/income-callback.js';
import { ensureCatalogue } from '../../../../runtime/shared/i18n/catalogue.js';
import IncomeVerificationCallback, {
  meta,
} from '../../../../runtime/routes/pages/income-verification-callback.js';
import { renderPage, textOf } from './render.js';

describe('the income verification query', () => {
  it('takes the reference and the purchase step to continue at', () => {
    expect(
      readCallbackQuery(
        '?reference=IV-123&returnPath=/dk/app/purchases/nordpay/9/steps/monthio',
        'dk',
      ),
    ).toEqual({
      reference: 'IV-123',
      status: null,
      continueHref: '/dk/app/purchases/nordpay/9/steps/monthio?ref=IV-123',
      toPurchase: true,
    });
  });

  it('takes a stated status and ignores an unknown one', () => {
    expect(readCallbackQuery('?status=rejected', 'dk').status).toBe('rejected');
    expect(readCallbackQuery('?status=maybe', 'dk').status).toBeNull();
  });

  it('never continues off the site or into another country', () => {
    for (const back of [
      '//evil.example/x',
      'https://evil.example/',
      '/se/app/purchases/a/1',
      '/dk/login',
    ]) {
      const q = readCallbackQuery(`?returnPath=${encodeURIComponent(back)}`, 'dk');
      expect(q.continueHref, back).toBe('/dk/app');
      expect(q.toPurchase).toBe(false);
    }
  });

  it('drops a reference that is not one', () => {
    expect(readCallbackQuery('?reference=<script>', 'dk').reference).toBeNull();
  });
});

describe('the income verification page', () => {
  it('prerenders a neutral, busy state: no outcome before the query is read', async () => {
    const html = await renderPage(
      'dk',
      '/dk/income-verification-callback',
      IncomeVerificationCallback,
    );
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('role="status"');
    expect(textOf(html)).toContain('Tilbage fra indkomstkontrollen');
    expect(textOf(html)).not.toContain('godkendt');
  });

  it('titles the document in each language', async () => {
    const titles = {
      se: 'Inkomstkontroll',
      no: 'Inntektskontroll',
      fi: 'Tulojen tarkistus',
      dk: 'Indkomstkontrol',
    } as const;
    for (const [country, title] of Object.entries(titles)) {
      await ensureCatalogue(country as keyof typeof titles);
      const pathname = `/${country}/income-verification-callback`;
      expect(meta({ location: { pathname } } as Parameters<typeof meta>[0])).toEqual([{ title }]);
    }
  });
});
