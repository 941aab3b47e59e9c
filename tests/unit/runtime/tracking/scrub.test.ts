import { describe, expect, it } from 'vitest';
import { scrub, scrubContext } from '../../../../runtime/shared/tracking/scrub.js';

describe('scrubbing personal data from log texts', () => {
  it.each([
    ['Swedish personnummer, 12 digits', 'user 197001011234 failed', '197001011234'],
    ['Swedish personnummer with dash', 'user 700101-1234 failed', '700101-1234'],
    ['Swedish personnummer, 100+ years', 'user 100101+1234 failed', '100101+1234'],
    ['Norwegian fødselsnummer', 'fnr 01017012345 ok', '01017012345'],
    ['Finnish henkilötunnus', 'hetu 010170-123A ok', '010170-123A'],
    ['Finnish henkilötunnus, 2000s', 'hetu 010105A123B ok', '010105A123B'],
    ['Danish CPR', 'cpr 010170-1234 ok', '010170-1234'],
    [
      'an e-mail address',
      'sent to anna.svensson+test@example.se today',
      'anna.svensson+test@example.se',
    ],
    ['a bearer token', 'Authorization: Bearer abc.DEF-123_xyz', 'abc.DEF-123_xyz'],
    ['a JWT', 'got eyJhbGciOi.eyJzdWIiOiIx.c2lnbmF0dXJl', 'eyJhbGciOi'],
    ['a token in a query', '/se/login?validate=s3cr3tvalue&x=1', 's3cr3tvalue'],
    ['an IBAN', 'iban SE45 5000 0000 0583 9825 7466', '5000 0000 0583'],
    ['a phone number', 'call +46 70 123 45 67', '70 123 45 67'],
    ['a long hex key', 'key 0123456789abcdef0123456789abcdef', '0123456789abcdef0123456789abcdef'],
  ])('removes %s', (_what, text, secret) => {
    const out = scrub(text);
    expect(out).not.toContain(secret);
  });

  it('keeps long paths whole', () => {
    const path = '/se/app/purchases/nordpay/123/invoices/overview/details';
    expect(scrub(path)).toBe(path);
  });

  it('keeps ordinary texts, statuses and paths', () => {
    expect(scrub('GET /se/app/invoices answered 504 after 3000 ms')).toBe(
      'GET /se/app/invoices answered 504 after 3000 ms',
    );
  });

  it('drops secret-named context fields and scrubs the rest', () => {
    const text = scrubContext({
      status: 500,
      token: 'abc',
      civicNumber: '197001011234',
      user: { email: 'a@b.se', note: 'mail c@d.fi' },
    });
    expect(text).toContain('"status":500');
    expect(text).not.toMatch(/abc|197001011234|a@b\.se|c@d\.fi/);
  });

  it('logs an error by its stack or message, scrubbed', () => {
    const error = new Error('no customer 197001011234');
    error.stack = undefined;
    expect(scrubContext(error)).toBe('Error: no customer [civic]');
  });

  it('survives contexts JSON cannot write', () => {
    const circular: Record<string, unknown> = {};
    circular['self'] = circular;
    expect(typeof scrubContext(circular)).toBe('string');
    expect(scrubContext(undefined)).toBe('');
  });
});
