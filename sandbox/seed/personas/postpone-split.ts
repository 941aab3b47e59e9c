import { line, type Persona, type SeedOrder } from '../model.js';

/**
 * The customers of the postpone, pause-for-return and split e2e tests
 * (tests/e2e/app-postpone-split.test.ts), one per country; no other test reads them, so
 * postponing, pausing and splitting their purchases changes nothing another test expects. Every
 * purchase is a delivered 14-day invoice of the own brand, due in 4 days; the Swedish and
 * Norwegian ones above the split limit (1 500 kr) can also be split.
 */
const due = (id: string, account: string, sku: string, name: string, price: bigint): SeedOrder => ({
  id,
  brand: 'nordpay',
  account,
  ordered: -10,
  due: 4,
  type: '04',
  web: 1,
  status: 2,
  lines: [line(sku, name, 1, price)],
});

export const postponeSplitPersonas: readonly Persona[] = [
  {
    id: 'se-postpone',
    civicNumber: '19770414-1410',
    country: 'se',
    firstName: 'Vera',
    name: 'Vera Ek',
    customerNumber: '114001',
    emails: [{ value: 'vera.ek@example.se', primary: true }],
    shows:
      'the e2e postponer: 14-day orders due in 4 days to postpone, pause and split (above and below 1 500 kr)',
    orders: [
      due('SE8401', 'SE-K-114001', '30-840-01', 'Vattenkokare', 34900n),
      due('SE8402', 'SE-K-114001', '31-841-01', 'Skärbräda', 29900n),
      due('SE8403', 'SE-K-114001', '32-842-01', 'Regnjacka', 44900n),
      due('SE8404', 'SE-K-114001', '33-843-01', 'Espressomaskin', 249900n),
      due('SE8405', 'SE-K-114001', '34-844-01', 'Dammsugare', 189900n),
      due('SE8406', 'SE-K-114001', '35-845-01', 'Kontorsstol', 219900n),
      due('SE8407', 'SE-K-114001', '36-846-01', 'Cykel', 299900n),
      due('SE8408', 'SE-K-114001', '37-847-01', 'Vandringskängor', 99900n),
      // Two lines, paused and then partly returned (POST /sandbox/returns): the updated invoice.
      {
        ...due('SE8409', 'SE-K-114001', '38-848-01', 'Tält', 199900n),
        lines: [line('38-848-01', 'Tält', 1, 199900n), line('38-848-02', 'Sovsäck', 1, 89900n)],
      },
    ],
  },
  {
    id: 'no-postpone',
    civicNumber: '14047700000',
    country: 'no',
    firstName: 'Sigrid',
    name: 'Sigrid Dahl',
    customerNumber: '214001',
    emails: [{ value: 'sigrid.dahl@example.no', primary: true }],
    shows: 'the e2e postponer: 14-day orders due in 4 days to postpone, pause and split',
    orders: [
      due('NO8401', 'NO-K-214001', '30-840-01', 'Vannkoker', 34900n),
      due('NO8402', 'NO-K-214001', '32-842-01', 'Regnjakke', 44900n),
      due('NO8403', 'NO-K-214001', '33-843-01', 'Espressomaskin', 249900n),
      due('NO8404', 'NO-K-214001', '36-846-01', 'Sykkel', 199900n),
    ],
  },
  {
    id: 'fi-postpone',
    civicNumber: '140477-1410',
    country: 'fi',
    firstName: 'Helmi',
    name: 'Helmi Lehto',
    customerNumber: '314001',
    emails: [{ value: 'helmi.lehto@example.fi', primary: true }],
    shows: 'the e2e postponer: 14-day orders due in 4 days to postpone (14 or 30 days) and pause',
    orders: [
      due('FI8401', 'FI-K-314001', '30-840-01', 'Vedenkeitin', 3490n),
      due('FI8402', 'FI-K-314001', '32-842-01', 'Sadetakki', 4490n),
      due('FI8403', 'FI-K-314001', '36-846-01', 'Polkupyörä', 8990n),
    ],
  },
  {
    id: 'dk-postpone',
    civicNumber: '140477-1000',
    country: 'dk',
    firstName: 'Karen',
    name: 'Karen Bach',
    customerNumber: '414001',
    emails: [{ value: 'karen.bach@example.dk', primary: true }],
    shows: 'the e2e postponer: 14-day orders due in 4 days to postpone and pause',
    orders: [
      due('DK8401', 'DK-K-414001', '30-840-01', 'Elkedel', 34900n),
      due('DK8402', 'DK-K-414001', '32-842-01', 'Regnjakke', 44900n),
      due('DK8403', 'DK-K-414001', '36-846-01', 'Cykel', 199900n),
    ],
  },
];
