import { describe, expect, it } from 'vitest';
import { countryCodes } from '../../generated/countries/index.js';
import { validatorsByCountry } from '../../generated/validators/index.js';
import { personas } from '../../sandbox/seed/personas.js';

describe('seed personas', () => {
  it('has at least one persona per country', () => {
    const covered = new Set(personas.map((p) => p.country));
    for (const country of countryCodes) expect(covered.has(country)).toBe(true);
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
