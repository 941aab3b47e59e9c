import { line, type Persona } from '../model.js';

/**
 * The customers of tests/e2e/app-private-loan.test.ts (issue 15, the private loan logged in),
 * read by no other test: one per country, each with one purchase, paid, and nothing to pay, who
 * see the loan offer and apply at the credit partner (se, no, fi), or are told the loan is not
 * offered (dk). Their loan applications (sandbox/loan/applications.ts) are theirs alone.
 */
const borrower = (
  person: Pick<
    Persona,
    'id' | 'civicNumber' | 'country' | 'firstName' | 'name' | 'customerNumber'
  > & {
    email: string;
    item: string;
    shows: string;
  },
): Persona => ({
  id: person.id,
  civicNumber: person.civicNumber,
  country: person.country,
  firstName: person.firstName,
  name: person.name,
  customerNumber: person.customerNumber,
  emails: [{ value: person.email, primary: true }],
  shows: person.shows,
  orders: [
    {
      id: `${person.country.toUpperCase()}9601`,
      brand: 'nordpay',
      account: `${person.country.toUpperCase()}-I-${person.customerNumber}`,
      ordered: -40,
      due: -26,
      type: '04',
      web: 3,
      status: 2,
      paid: 59900n,
      lines: [line('80-960-01', person.item, 1, 59900n)],
    },
  ],
});

export const loanPersonas: readonly Persona[] = [
  borrower({
    id: 'se-loan',
    civicNumber: '19840305-4409',
    country: 'se',
    firstName: 'Greta',
    name: 'Greta Nyström',
    customerNumber: '119601',
    email: 'greta.nystrom@example.se',
    item: 'Cykelhjälm',
    shows:
      'the e2e borrower: a paid purchase; sees the private loan offer and applies at the credit partner',
  }),
  borrower({
    id: 'no-loan',
    civicNumber: '05038440000',
    country: 'no',
    firstName: 'Sindre',
    name: 'Sindre Myhre',
    customerNumber: '219601',
    email: 'sindre.myhre@example.no',
    item: 'Sykkelhjelm',
    shows:
      'the e2e borrower: a paid purchase; sees the private loan offer and applies at the credit partner',
  }),
  borrower({
    id: 'fi-loan',
    civicNumber: '050384-4400',
    country: 'fi',
    firstName: 'Kaisa',
    name: 'Kaisa Salonen',
    customerNumber: '319601',
    email: 'kaisa.salonen@example.fi',
    item: 'Pyöräilykypärä',
    shows:
      'the e2e borrower: a paid purchase; sees the private loan offer and applies at the credit partner',
  }),
  borrower({
    id: 'dk-loan',
    civicNumber: '060384-4400',
    country: 'dk',
    firstName: 'Jonas',
    name: 'Jonas Kjær',
    customerNumber: '419601',
    email: 'jonas.kjaer@example.dk',
    item: 'Cykelhjelm',
    shows:
      'the e2e customer told that the private loan is not offered in Denmark (a paid purchase)',
  }),
];
