/**
 * The main logged-in pages, for the checks that read every page of a kind (reflow, the dark
 * theme): home, the payments overview, purchases, invoices, messages and the profile with its
 * bank page. One persona per country, each with a linked bank account (the bank page then offers
 * its confirmation dialog). Only read: these personas' data is not changed here.
 */
import type { CountryCode } from '../../../generated/countries/index.js';

export const mainAppPaths = [
  'app',
  'app/payments-overview',
  'app/purchases',
  'app/invoices',
  'app/notifications',
  'app/profile',
  'app/profile/bank',
] as const;

export const readerOf: Record<CountryCode, string> = {
  se: 'anna.lindqvist@example.se',
  no: 'ingrid.haugen@example.no',
  fi: 'aino.korhonen@example.fi',
  dk: 'mads.jensen@example.dk',
};
