// From entities/types.ts: the lint rule for sandbox/ blocks every path containing countries/,
// generated/countries/ included.
import type { CountryCode } from '../../generated/entities/types.js';

/**
 * The demo customers of this first slice: at least one per country, with civic numbers that pass
 * the country's rules (Swedish with a correct Luhn check digit, Norwegian with both mod-11 check
 * digits, Finnish with its check character). A later slice adds accounts, orders and invoices.
 */
export interface Persona {
  readonly id: string;
  readonly civicNumber: string;
  readonly country: CountryCode;
  readonly firstName: string;
  readonly name: string;
  readonly customerNumber: string;
  readonly emails: readonly { readonly value: string; readonly primary: boolean }[];
  readonly bankAccount?: string;
  readonly bank?: string;
  /** What this persona shows, printed at start. */
  readonly shows: string;
}

export const personas: readonly Persona[] = [
  {
    id: 'se-anna',
    civicNumber: '19850715-2380',
    country: 'se',
    firstName: 'Anna',
    name: 'Anna Lindqvist',
    customerNumber: '100001',
    emails: [
      { value: 'anna.lindqvist@example.se', primary: true },
      { value: 'anna@example.com', primary: false },
    ],
    bankAccount: '8327-9 ****1234',
    bank: 'swedbank',
    shows: 'Sweden; two e-mails (one primary); linked bank account',
  },
  {
    id: 'se-erik',
    civicNumber: '199203041125',
    country: 'se',
    firstName: 'Erik',
    name: 'Erik Sandberg',
    customerNumber: '100002',
    emails: [{ value: 'erik.sandberg@example.se', primary: true }],
    shows: 'Sweden; civic number without dash; no bank account',
  },
  {
    id: 'no-ingrid',
    civicNumber: '15078540068',
    country: 'no',
    firstName: 'Ingrid',
    name: 'Ingrid Haugen',
    customerNumber: '200001',
    emails: [{ value: 'ingrid.haugen@example.no', primary: true }],
    shows: 'Norway',
  },
  {
    id: 'fi-mikko',
    civicNumber: '131052-308T',
    country: 'fi',
    firstName: 'Mikko',
    name: 'Mikko Virtanen',
    customerNumber: '300001',
    emails: [{ value: 'mikko.virtanen@example.fi', primary: true }],
    shows: 'Finland',
  },
  {
    id: 'dk-freja',
    civicNumber: '020390-1234',
    country: 'dk',
    firstName: 'Freja',
    name: 'Freja Nielsen',
    customerNumber: '400001',
    emails: [{ value: 'freja.nielsen@example.dk', primary: true }],
    shows: 'Denmark',
  },
];
