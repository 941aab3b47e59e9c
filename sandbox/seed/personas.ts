import type { Persona, SeedPublicMessage } from './model.js';
import { danishPersonas } from './personas/dk.js';
import { finnishPersonas } from './personas/fi.js';
import { norwegianPersonas } from './personas/no.js';
import { swedishPersonas } from './personas/se.js';

export type { Persona } from './model.js';

/**
 * The demo customers, six per country (one module per country), with civic numbers that pass the
 * country's rules (Swedish with a correct Luhn check digit, Norwegian with both mod-11 check
 * digits, Finnish with its check character). Together they cover the states of the spec (core §4):
 * see each persona's `shows`.
 */
export const personas: readonly Persona[] = [
  ...swedishPersonas,
  ...norwegianPersonas,
  ...finnishPersonas,
  ...danishPersonas,
];

/** Messages for a whole country (getCountryMessages) or everyone (getGlobalMessages). */
export const publicMessages: readonly SeedPublicMessage[] = [
  {
    id: 'msg-se-swish',
    country: 'se',
    type: 'Notification',
    title: 'Swish is here',
    message: 'Pay your invoices with Swish.',
    started: -30,
  },
  {
    id: 'msg-global-update',
    type: 'GlobalUpdate',
    title: 'Updated terms',
    message: 'Our general terms change on the first of next month.',
    started: -5,
    route: '/terms#changes',
  },
];
