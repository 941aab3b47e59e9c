import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import * as common from '../../generated/validators/common.js';
import * as dk from '../../generated/validators/dk.js';
import * as fi from '../../generated/validators/fi.js';
import { validatorsByCountry } from '../../generated/validators/index.js';
import * as no from '../../generated/validators/no.js';
import * as se from '../../generated/validators/se.js';

// Table-driven from the spec (core §5, country §5): each row is a value and whether it passes.
// Rejections must carry the validator's message id, which the forms translate.

function outcome(schema: z.ZodMiniType, value: unknown): true | string[] {
  const result = schema.safeParse(value);
  return result.success ? true : result.error.issues.map((i) => i.message);
}

function table(schema: z.ZodMiniType, messageId: string, valid: unknown[], invalid: unknown[]) {
  it.each(valid.map((v) => [JSON.stringify(v), v]))('accepts %s', (_, value) => {
    expect(outcome(schema, value)).toBe(true);
  });
  it.each(invalid.map((v) => [JSON.stringify(v), v]))('rejects %s', (_, value) => {
    const messages = outcome(schema, value);
    expect(messages).not.toBe(true);
    expect(messages).toContain(messageId);
  });
}

describe('civic number, se: century 18/19/20, month, day, optional dash, Luhn check digit', () => {
  table(
    se.civicNumber,
    'validation.civicNumber',
    [
      '19811218-9876',
      '198112189876',
      '19121212-1212',
      '199001010017',
      '20000101-1014',
      '19450705-1235',
      '18180512-3450', // a year in the 1800s is allowed by the spec's pattern
      '20000229-1235',
      '19991231-9994',
      ' 19811218-9876 ', // spaces around are trimmed
    ],
    [
      '19811218-9875', // wrong check digit
      '19121212-1213', // wrong check digit
      '199001010018', // wrong check digit
      '21811218-9876', // century 21
      '17811218-9876', // century 17
      '19811318-9876', // month 13
      '19810018-9876', // month 00
      '19811200-9876', // day 00
      '19811232-9876', // day 32
      '8112189876', // 10-digit form without century
      '811218-9876',
      '19811218+9876',
      '19811218--9876',
      '19811218-987',
      '19811218-98760',
      'abcdefghijkl',
      '',
      19811218987,
    ],
  );
});

describe('civic number, no: 11 digits, DDMMYY and five digits', () => {
  table(
    no.civicNumber,
    'validation.civicNumber',
    ['01019012345', '31129912345', '15068800000'],
    [
      '32019012345', // day 32
      '00019012345', // day 00
      '01139012345', // month 13
      '0101901234', // 10 digits
      '010190123456', // 12 digits
      '010190-12345',
      '01019O12345', // letter O
      '',
    ],
  );
});

describe('civic number, dk: DDMMYY-XXXX with the hyphen', () => {
  table(
    dk.civicNumber,
    'validation.civicNumber',
    ['010190-1234', '311299-0000', '150688-4321'],
    ['0101901234', '320190-1234', '011390-1234', '010190-123', '010190 1234', '01019-01234', ''],
  );
});

describe('civic id, fi: any non-empty text', () => {
  table(fi.civicNumber, 'validation.civicNumber', ['010190-123A', 'x', '131052-308T'], ['', '   ']);
});

describe('e-mail: text @ text . text', () => {
  table(
    common.email,
    'validation.email',
    ['a@b.se', 'first.last@example.co.uk', 'x+y@sub.example.com', ' kund@example.fi '],
    ['a@b', '@b.se', 'a@', 'a@.se', 'a b@c.se', 'a@b@c.se', 'ab.se', '', 'a@b.'],
  );
});

describe('payment amount: between the minimum to pay and the total', () => {
  table(
    common.paymentAmount(100, 1234.5),
    'validation.paymentAmount',
    [100, 100.01, 999, 1234.5],
    [99.99, 1234.51, 0, -100, 500.123, Number.NaN, Number.POSITIVE_INFINITY, '500'],
  );

  it('carries the bounds for the text', () => {
    const result = common.paymentAmount(100, 1234.5).safeParse(50);
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue && 'params' in issue ? issue.params : undefined).toEqual({
      min: 100,
      max: 1234.5,
    });
    expect(common.validatorMessages.paymentAmount.args).toEqual(['min', 'max', 'maxCurrency']);
  });
});

describe.each([
  { country: 'se', amount: [10_000, 400_000], years: [1, 15] },
  { country: 'no', amount: [2_000, 30_000], years: [1, 5] },
  { country: 'fi', amount: [100, 3_000], years: [1, 5] },
] as const)('loan in $country (country §5, §9)', ({ country, amount, years }) => {
  const validators = validatorsByCountry[country];
  const [min, max] = amount;
  it.each([min, max, Math.round((min + max) / 2)])('accepts the amount %d', (value) => {
    expect(validators.loanAmount?.safeParse(value).success).toBe(true);
  });
  it.each([min - 1, max + 1, min + 0.5, 0])('rejects the amount %d', (value) => {
    expect(outcome(validators.loanAmount ?? fail(), value)).toEqual(['validation.loanAmount']);
  });
  it.each([years[0], years[1]])('accepts a term of %d years', (value) => {
    expect(validators.loanTermYears?.safeParse(value).success).toBe(true);
  });
  it.each([years[0] - 1, years[1] + 1, 2.5])('rejects a term of %d years', (value) => {
    expect(outcome(validators.loanTermYears ?? fail(), value)).toEqual([
      'validation.loanTermYears',
    ]);
  });
});

describe('loan in dk', () => {
  it('is not offered, so there is no validator', () => {
    expect(dk.loanAmount).toBeNull();
    expect(dk.loanTermYears).toBeNull();
    expect(validatorsByCountry.dk.loanAmount).toBeNull();
  });
});

describe('insurance declarations: all three confirmed', () => {
  const all = { acceptDeclaration: true, confirmCorrectness: true, confirmEligibility: true };
  table(
    common.insuranceDeclarations,
    'validation.insuranceDeclarations',
    [all],
    [
      { ...all, acceptDeclaration: false },
      { ...all, confirmCorrectness: false },
      { ...all, confirmEligibility: undefined },
      { acceptDeclaration: true },
      { ...all, confirmEligibility: 'true' },
      {},
    ],
  );

  it('points at the unconfirmed field', () => {
    const result = common.insuranceDeclarations.safeParse({ ...all, confirmCorrectness: false });
    expect(result.error?.issues.map((i) => i.path)).toEqual([['confirmCorrectness']]);
  });
});

describe('redirect target after login: a local path only', () => {
  table(
    common.redirectTarget,
    'validation.redirectTarget',
    [
      '/se/app/purchases?x=1#a',
      '/',
      '/se/app',
      '/no/app/invoices/nordpay/2024-01-15',
      '/se/app/purchases/fjallmode/123?flow=pay#flow=pay',
      '/fi/app/profile/emails/kund%40example.fi',
    ],
    [
      // another host
      '//evil.com',
      '///evil.com',
      '/\\evil.com',
      '\\\\evil.com',
      '\\/evil.com',
      '/\\/evil.com',
      'https://evil.com',
      'http:evil.com',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'evil.com',
      'se/app',
      // the same after percent-decoding, once or twice
      '%2F%2Fevil.com',
      '/%2F/evil.com',
      '/%2f%2fevil.com',
      '/%5Cevil.com',
      '/%252F%252Fevil.com',
      '/%09/evil.com',
      '/%0A/evil.com',
      '/%00/evil.com',
      '/%E3%80%80/evil.com',
      '/%ZZ',
      // whitespace, control and unicode tricks
      '/\u3000/evil.com',
      '/\t/evil.com',
      '/\n/evil.com',
      '/ /evil.com',
      ' /se/app',
      '/se/app ',
      '/\u0000/evil.com',
      '/\u00a0/evil.com',
      '/\u2028/evil.com',
      '/\u200b/evil.com',
      '/。evil.com',
      '/．evil.com',
      '/／evil.com',
      '/＼evil.com',
      '/ｅvil.com',
      // a double slash anywhere
      '/se/app//x',
      '/se/app?next=//evil.com',
      '/se/app?next=https://evil.com',
      // not text, or too long
      '',
      `/${'a'.repeat(2048)}`,
      null,
      42,
    ],
  );
});

describe('link href: no javascript: and no bare #', () => {
  table(
    common.linkHref,
    'validation.linkHref',
    [
      '/se/app',
      'https://example.com/terms.pdf',
      '#main',
      'mailto:kundservice@example.com',
      'tel:+46812345',
      '?flow=pay',
    ],
    [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      'javascript :alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,x',
      '#',
      ' # ',
    ],
  );
});

describe('closed lists of core §5', () => {
  describe('locale cookie', () => {
    table(
      common.localeCookie,
      'validation.localeCookie',
      ['se', 'dk', 'fi', 'no'],
      ['sv', 'SE', 'is', '', null],
    );
  });
  describe('button type', () => {
    table(
      common.buttonType,
      'validation.buttonType',
      ['button', 'submit'],
      ['reset', 'Button', ''],
    );
  });
  describe('size', () => {
    table(common.size, 'validation.size', ['xxs', 'xs', 's', 'm', 'l', 'xl'], ['xxl', 'M', '']);
  });
  describe('badge size', () => {
    table(common.badgeSize, 'validation.badgeSize', ['s', 'm', 'l'], ['xs', 'xl']);
  });
  describe('badge variant', () => {
    table(common.badgeVariant, 'validation.badgeVariant', [1, 2, 3], [0, 4, '1']);
  });
  describe('flag code', () => {
    table(common.flagCode, 'validation.flagCode', ['dk', 'fi', 'no', 'se'], ['is', 'DK', 'gb']);
  });
  describe('brand route parameter', () => {
    table(
      common.brand,
      'validation.brand',
      ['nordpay', 'fjallmode', 'hemmahus', 'skogsport', 'kustkok'],
      ['Nordpay', 'acme', 'fjällmode', 'nordpayse', ''],
    );
  });
});

function fail(): never {
  throw new Error('validator missing');
}
