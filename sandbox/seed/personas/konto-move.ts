import type { CountryCode } from '../../../generated/entities/types.js';
import { line, tx, type Persona, type SeedAccount } from '../model.js';

/**
 * The movers of tests/e2e/app-konto-move.test.ts (issue 14, moving a purchase to konto), read by no
 * other test: each has one 14-day purchase due in 4 days to move, and (but one) a konto at the own
 * brand to move it to. In Denmark one persona per answer of the income verification
 * (sandbox/income/monthio.ts: approved, refused, cancelled) and one without a konto, whose move
 * the provider refuses.
 */

/** A konto with one new invoice, like the payers' (personas/se.ts se-payer). */
const konto = (number: string): SeedAccount => ({
  number,
  brand: 'nordpay',
  type: 'konto',
  status: 1,
  balance: 400000n,
  invoices: [
    {
      issued: -10,
      due: 20,
      full: 40000n,
      min: 10000n,
      ingoing: 400000n,
      lines: [tx(100, 400000n, 'openingBalance')],
    },
  ],
});

function mover(
  person: Pick<
    Persona,
    'id' | 'civicNumber' | 'firstName' | 'name' | 'customerNumber' | 'shows'
  > & {
    country: CountryCode;
    email: string;
    order: string;
    item: string;
    withKonto?: boolean;
  },
): Persona {
  const prefix = person.country.toUpperCase();
  const account = `${prefix}-${person.withKonto === false ? 'I' : 'K'}-${person.customerNumber}`;
  return {
    id: person.id,
    civicNumber: person.civicNumber,
    country: person.country,
    firstName: person.firstName,
    name: person.name,
    customerNumber: person.customerNumber,
    emails: [{ value: person.email, primary: true }],
    shows: person.shows,
    ...(person.withKonto === false ? {} : { accounts: [konto(account)] }),
    orders: [
      {
        id: person.order,
        brand: 'nordpay',
        account,
        ordered: -10,
        due: 4,
        type: '04',
        web: 1,
        status: 2,
        lines: [line('70-950-01', person.item, 1, 79900n)],
      },
    ],
  };
}

export const kontoMovePersonas: readonly Persona[] = [
  mover({
    id: 'se-konto-mover',
    civicNumber: '19870614-1234',
    country: 'se',
    firstName: 'Sven',
    name: 'Sven Ahlström',
    customerNumber: '109501',
    email: 'sven.ahlstrom@example.se',
    order: 'SE9501',
    item: 'Vinterjacka',
    shows: 'the e2e konto mover: a 14-day order due in 4 days; a konto (two-factor code)',
  }),
  mover({
    id: 'no-konto-mover',
    civicNumber: '14077910086',
    country: 'no',
    firstName: 'Nora',
    name: 'Nora Strand',
    customerNumber: '209501',
    email: 'nora.strand@example.no',
    order: 'NO9501',
    item: 'Vinterjakke',
    shows: 'the e2e konto mover: a 14-day order due in 4 days; a konto (e-ID identification)',
  }),
  mover({
    id: 'fi-konto-mover',
    civicNumber: '140779-234L',
    country: 'fi',
    firstName: 'Aino',
    name: 'Aino Laine',
    customerNumber: '309501',
    email: 'aino.laine@example.fi',
    order: 'FI9501',
    item: 'Talvitakki',
    shows: 'the e2e konto mover: a 14-day order due in 4 days; a konto (e-ID identification)',
  }),
  mover({
    id: 'dk-konto-mover',
    civicNumber: '140779-2001',
    country: 'dk',
    firstName: 'Ida',
    name: 'Ida Mortensen',
    customerNumber: '409501',
    email: 'ida.mortensen@example.dk',
    order: 'DK9501',
    item: 'Vinterjakke',
    shows: 'the e2e konto mover: a 14-day order due in 4 days; a konto; income approved',
  }),
  mover({
    id: 'dk-konto-refused',
    civicNumber: '150680-2002',
    country: 'dk',
    firstName: 'Lukas',
    name: 'Lukas Friis',
    customerNumber: '409502',
    email: 'lukas.friis@example.dk',
    order: 'DK9502',
    item: 'Regnjakke',
    shows: 'the e2e konto mover whose income monthio refuses (incomefail)',
  }),
  mover({
    id: 'dk-konto-cancel',
    civicNumber: '160781-2003',
    country: 'dk',
    firstName: 'Karla',
    name: 'Karla Bech',
    customerNumber: '409503',
    email: 'karla.bech@example.dk',
    order: 'DK9503',
    item: 'Uldtrøje',
    shows: 'the e2e konto mover who cancels the income verification (cancel)',
  }),
  mover({
    id: 'dk-konto-none',
    civicNumber: '170882-2004',
    country: 'dk',
    firstName: 'Oscar',
    name: 'Oscar Dahl',
    customerNumber: '409504',
    email: 'oscar.dahl@example.dk',
    order: 'DK9504',
    item: 'Strikhue',
    withKonto: false,
    shows: 'the e2e konto mover without a konto: the provider refuses the move (refused)',
  }),
];
