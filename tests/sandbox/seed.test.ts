import { describe, expect, it } from 'vitest';
import { countryCodes } from '../../generated/countries/index.js';
import { validatorsByCountry } from '../../generated/validators/index.js';
import { isActiveRefund, withMovedFlags } from '../../generated/codes.js';
import { personas } from '../../sandbox/seed/personas.js';

describe('seed personas', () => {
  it('has at least six personas per country, each with a one-line description', () => {
    for (const country of countryCodes) {
      expect(personas.filter((p) => p.country === country).length, country).toBeGreaterThanOrEqual(
        6,
      );
    }
    for (const p of personas) expect(p.shows, p.id).toMatch(/^[^\n]{10,}$/);
    expect(new Set(personas.map((p) => p.id)).size).toBe(personas.length);
  });

  it("covers together the spec's states (core §4)", () => {
    const accounts = personas.flatMap((p) => p.accounts ?? []);
    const orders = personas.flatMap((p) => p.orders ?? []);
    const messages = personas.flatMap((p) => p.messages ?? []);
    const has = <T>(values: readonly T[], wanted: readonly T[]) =>
      expect(new Set(values)).toEqual(new Set([...new Set(values)].concat(wanted)));
    has(
      accounts.map((a) => a.type),
      ['konto', 'monthly'],
    );
    has(
      accounts.map((a) => a.status),
      [1, 2, 5, 901, 904, 10],
    );
    expect(new Set(accounts.map((a) => a.brand)).size).toBeGreaterThanOrEqual(3);
    has(
      orders.map((o) => o.type),
      ['04', '05', '08', '13'],
    );
    has(
      orders.map((o) => o.web),
      [0, 1, 3, 5, 6, 7, 8, 9, 10, 12, 13, 14, 901, 904],
    );
    has(
      orders.map((o) => o.ifspMonths),
      [3, 6, 12, 18],
    );
    has(
      [...orders, ...accounts].map((x) => x.refundStatus),
      ['PENDING', 'CREATED'],
    );
    has(
      personas.map((p) => p.bankLink?.state ?? 'none'),
      ['none', 'pending', 'linked'],
    );
    // ppi on one konto (a persona with one insured account) and on several (one with two).
    const insured = personas.map((p) => (p.accounts ?? []).filter((a) => a.ppiPremium).length);
    has(insured, [1, 2]);
    expect(personas.some((p) => p.emails.length > 1)).toBe(true);
    has(
      messages.map((m) => m.name),
      ['YEARLY_INTEREST_RATE'],
    );
    has(
      messages.map((m) => m.type),
      ['UserInformationPopup'],
    );
    // Overdue: a due purchase past its date.
    expect(orders.some((o) => o.web === 1 && (o.due ?? 0) < 0)).toBe(true);
  });

  it('an invoice carries the move flag by the generated rule, and an account is an active refund', () => {
    // The flag as the app derives it (schema/codes.yaml movedFlag): the seed's invoices with the
    // method they are stored with and their due day standing in for the due date.
    const flagged = personas.flatMap((p) =>
      (p.accounts ?? []).flatMap((a) =>
        withMovedFlags(
          a.invoices.map((i) => ({
            dueDate: String(1000 + i.due).padStart(6, '0'),
            invoiceDate: String(1000 + i.issued).padStart(6, '0'),
            paymentMethod: i.method ?? (a.type === 'konto' ? '02' : '03'),
          })),
        )
          .filter((i) => i.movedToKonto)
          .map(() => `${p.id} ${a.number}`),
      ),
    );
    expect(flagged).toEqual(['se-maja SE-K-100005']);
    // Active refund (core §4): new, scheduled or 904, a current invoice, and a refund (any amount).
    const refunds = personas.flatMap((p) =>
      (p.accounts ?? [])
        .filter((a) => {
          const current = a.status === undefined ? undefined : a.invoices.at(-1);
          return isActiveRefund({
            currentInvoiceStatus: a.status,
            currentInvoiceDate: current ? 'seeded' : 'null',
            adjustedFullInvoiceAmount: Number((current?.full ?? 0n) - (current?.paid ?? 0n)),
            hasRefund: a.hasRefund ?? false,
            refundStatus: a.refundStatus,
          });
        })
        .map((a) => `${p.id} ${a.number}`),
    );
    expect(refunds).toEqual(['se-lars SE-K-100004', 'dk-ida DK-K-400005']);
  });

  it('ppi only on konto accounts (core §6), and one persona has it on kontos of two brands', () => {
    const insured = personas.flatMap((p) =>
      (p.accounts ?? []).filter((a) => a.ppiPremium !== undefined).map((a) => ({ p, a })),
    );
    expect(insured.length).toBeGreaterThan(0);
    for (const { p, a } of insured) expect(a.type, `${p.id} ${a.number}`).toBe('konto');
    const several = personas.filter((p) => {
      const kontos = (p.accounts ?? []).filter((a) => a.type === 'konto' && a.ppiPremium);
      return kontos.length >= 2 && new Set(kontos.map((a) => a.brand)).size >= 2;
    });
    expect(several.map((p) => p.id)).toContain('se-maja');
  });

  it('money is integer minor units (bigint) everywhere in the demo data', () => {
    for (const p of personas) {
      for (const o of p.orders ?? []) {
        for (const l of o.lines) expect(typeof l.price, `${p.id} ${o.id}`).toBe('bigint');
      }
      for (const a of p.accounts ?? []) {
        expect(typeof a.balance).toBe('bigint');
        for (const i of a.invoices) expect(typeof i.full).toBe('bigint');
      }
    }
  });

  it("every civic number passes its country's generated validator", () => {
    for (const p of personas) {
      const result = validatorsByCountry[p.country].civicNumber.safeParse(p.civicNumber);
      expect(result.success, `${p.id} ${p.civicNumber}`).toBe(true);
    }
  });

  it('a wrong Swedish check digit is refused (the validator really checks Luhn)', () => {
    expect(validatorsByCountry.se.civicNumber.safeParse('19850715-2381').success).toBe(false);
  });

  it('every persona has exactly one primary e-mail, and addresses are unique', () => {
    for (const p of personas) expect(p.emails.filter((e) => e.primary)).toHaveLength(1);
    const all = personas.flatMap((p) => p.emails.map((e) => e.value.toLowerCase()));
    expect(new Set(all).size).toBe(all.length);
  });
});
