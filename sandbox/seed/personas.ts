import type { Persona, SeedPublicMessage } from './model.js';
import { accessibilityPersonas } from './personas/accessibility.js';
import { autopayRefundPersonas } from './personas/autopay-refund.js';
import { danishPersonas } from './personas/dk.js';
import { finnishPersonas } from './personas/fi.js';
import { insurancePersonas } from './personas/insurance.js';
import { kontoMovePersonas } from './personas/konto-move.js';
import { loanPersonas } from './personas/loan.js';
import { norwegianPersonas } from './personas/no.js';
import { postponeSplitPersonas } from './personas/postpone-split.js';
import { swedishPersonas } from './personas/se.js';

export type { Persona } from './model.js';

/**
 * The demo customers, six or more per country (one module per country), with civic numbers that pass the
 * country's rules (Swedish with a correct Luhn check digit, Norwegian with both mod-11 check
 * digits, Finnish with its check character). Together they cover the states of the spec (core §4):
 * see each persona's `shows`.
 */
export const personas: readonly Persona[] = [
  ...swedishPersonas,
  ...norwegianPersonas,
  ...finnishPersonas,
  ...danishPersonas,
  ...kontoMovePersonas,
  ...postponeSplitPersonas,
  ...autopayRefundPersonas,
  ...insurancePersonas,
  ...loanPersonas,
  ...accessibilityPersonas,
];

/** Messages for a whole country (getCountryMessages) or everyone (getGlobalMessages). */
export const publicMessages: readonly SeedPublicMessage[] = [
  {
    id: 'msg-se-swish',
    country: 'se',
    type: 'Notification',
    title: 'Nu finns Swish',
    message: 'Betala dina fakturor med Swish.',
    started: -30,
  },
  // A global update reaches every country variant, each in its own language: the app asks for
  // global messages by locale (getGlobalMessages), so one row per country carries its text.
  ...(
    [
      ['se', 'Nya allmänna villkor', 'Våra allmänna villkor ändras den första i nästa månad.'],
      ['no', 'Nye generelle vilkår', 'Våre generelle vilkår endres den første i neste måned.'],
      [
        'fi',
        'Yleiset ehdot muuttuvat',
        'Yleiset ehtomme muuttuvat ensi kuun ensimmäisenä päivänä.',
      ],
      ['dk', 'Nye generelle vilkår', 'Vores generelle vilkår ændres den første i næste måned.'],
    ] as const
  ).map(([country, title, message]): SeedPublicMessage => ({
    id: `msg-global-update-${country}`,
    country,
    global: true,
    type: 'GlobalUpdate',
    title,
    message,
    started: -5,
    route: '/terms#changes',
  })),
];
