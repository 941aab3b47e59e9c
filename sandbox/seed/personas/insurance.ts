import type { BrandSlug } from '../../../generated/brands.js';
import type { CountryCode } from '../../../generated/countries/index.js';
import { tx, type Persona, type SeedAccount } from '../model.js';

/**
 * The e2e personas of tests/e2e/app-insurance.test.ts (payment protection insurance), read by no
 * other test file; three in every country:
 * - `<cc>-ppi-insured`: the insurance on kontos at two brands (My insurance, its cost history with
 *   an invoice each month the account had one, connected-ppis; "already insured" when applying);
 * - `<cc>-ppi-applicant`: one konto without it (the application, eligible);
 * - `<cc>-ppi-nokonto`: a monthly account only (cannot apply: the insurance needs a konto).
 */

/** A konto with three paid invoices and the current one; insured when a premium is given. */
function konto(
  number: string,
  brand: BrandSlug,
  ppiPremium?: bigint,
  balance: bigint = 600000n,
): SeedAccount {
  const paid = (issued: number) => ({
    issued,
    due: issued + 30,
    full: 30000n,
    min: 15000n,
    paid: 30000n,
    lines: [tx(100, balance, 'openingBalance'), tx(220, -30000n, 'payment')],
  });
  return {
    number,
    brand,
    type: 'konto',
    status: 1,
    balance,
    ...(ppiPremium === undefined ? {} : { ppiPremium }),
    invoices: [
      paid(-100),
      paid(-70),
      paid(-40),
      {
        issued: -10,
        due: 20,
        full: 60000n,
        min: 20000n,
        ingoing: balance - 60000n,
        lines: [tx(100, balance - 60000n, 'openingBalance'), tx(410, 60000n, 'purchase')],
      },
    ],
  };
}

/** A monthly account with its current invoice: no konto, so no insurance to apply for. */
function monthly(number: string, brand: BrandSlug): SeedAccount {
  return {
    number,
    brand,
    type: 'monthly',
    status: 1,
    balance: 45000n,
    invoices: [
      {
        issued: -8,
        due: 22,
        full: 45000n,
        min: 45000n,
        lines: [tx(410, 45000n, 'purchase')],
      },
    ],
  };
}

interface CountryCast {
  readonly country: CountryCode;
  readonly code: string;
  /** The brands of the two insured kontos; the applicant's konto is at the first. */
  readonly brands: readonly [BrandSlug, BrandSlug];
  /** Premiums of the insured kontos, minor units (the terms' minimum or more). */
  readonly premiums: readonly [bigint, bigint];
  readonly people: readonly [
    insured: { civic: string; first: string; last: string; email: string },
    applicant: { civic: string; first: string; last: string; email: string },
    noKonto: { civic: string; first: string; last: string; email: string },
  ];
}

const casts: readonly CountryCast[] = [
  {
    country: 'se',
    code: '1',
    brands: ['nordpay', 'fjallmode'],
    premiums: [4020n, 1900n],
    people: [
      { civic: '19820311-3017', first: 'Greta', last: 'Holm', email: 'greta.holm@example.se' },
      { civic: '19930705-4123', first: 'Viktor', last: 'Sand', email: 'viktor.sand@example.se' },
      { civic: '19751122-5232', first: 'Elsa', last: 'Dahl', email: 'elsa.dahl@example.se' },
    ],
  },
  {
    country: 'no',
    code: '2',
    brands: ['nordpay', 'hemmahus'],
    premiums: [4020n, 1900n],
    people: [
      { civic: '11038430078', first: 'Sigrid', last: 'Bakke', email: 'sigrid.bakke@example.no' },
      { civic: '22079030183', first: 'Håkon', last: 'Lie', email: 'hakon.lie@example.no' },
      { civic: '05057230063', first: 'Tone', last: 'Moen', email: 'tone.moen@example.no' },
    ],
  },
  {
    country: 'fi',
    code: '3',
    brands: ['nordpay', 'hemmahus'],
    premiums: [4020n, 100n],
    people: [
      { civic: '110384-3117', first: 'Laura', last: 'Koski', email: 'laura.koski@example.fi' },
      { civic: '220790-412B', first: 'Eero', last: 'Niemi', email: 'eero.niemi@example.fi' },
      {
        civic: '050572-523P',
        first: 'Sari',
        last: 'Heikkinen',
        email: 'sari.heikkinen@example.fi',
      },
    ],
  },
  {
    country: 'dk',
    code: '4',
    brands: ['nordpay', 'kustkok'],
    premiums: [4020n, 1900n],
    people: [
      { civic: '110384-3011', first: 'Ida', last: 'Holm', email: 'ida.holm@example.dk' },
      { civic: '220790-4122', first: 'Mikkel', last: 'Krog', email: 'mikkel.krog@example.dk' },
      { civic: '050572-5233', first: 'Lone', last: 'Vang', email: 'lone.vang@example.dk' },
    ],
  },
];

function personasOf(cast: CountryCast): Persona[] {
  const { country, code, brands, premiums, people } = cast;
  const upper = country.toUpperCase();
  const [insured, applicant, noKonto] = people;
  const person = (
    who: CountryCast['people'][number],
    id: string,
    number: string,
    shows: string,
    accounts: readonly SeedAccount[],
  ): Persona => ({
    id: `${country}-ppi-${id}`,
    civicNumber: who.civic,
    country,
    firstName: who.first,
    name: `${who.first} ${who.last}`,
    customerNumber: `${code}16${number}`,
    emails: [{ value: who.email, primary: true }],
    shows,
    accounts,
  });
  return [
    person(insured, 'insured', '001', 'e2e insurance: ppi on two kontos (connected-ppis)', [
      konto(`${upper}-K-${code}16001`, brands[0], premiums[0]),
      konto(`${upper}-K-${code}16002`, brands[1], premiums[1], 150000n),
    ]),
    person(applicant, 'applicant', '002', 'e2e insurance: a konto without ppi to apply for', [
      konto(`${upper}-K-${code}16003`, brands[0]),
    ]),
    person(noKonto, 'nokonto', '003', 'e2e insurance: a monthly account only, no konto', [
      monthly(`${upper}-M-${code}16004`, brands[0]),
    ]),
  ];
}

export const insurancePersonas: readonly Persona[] = casts.flatMap(personasOf);
