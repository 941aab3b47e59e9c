/**
 * The payment-free month by the country's rules (countries/<cc>.yaml paymentFreeMonth, spec 001
 * §4: Finland earned after 3 punctual payments, 2 a calendar year, not consecutive; Norway two a
 * year at 150 kr; Sweden and Denmark usable once earned), as the sentences the step shows. A rule
 * the terms do not give is not said: the provider decides, and its refusal says why.
 */
import type { CountryTerms } from '../../../generated/countries/index.js';
import type { MessageId } from '../../../generated/messages/index.js';

export interface RuleSentence {
  readonly id: MessageId;
  readonly values?: Readonly<Record<string, number>>;
}

export function freeMonthRules(terms: Pick<CountryTerms, 'paymentFreeMonth'>): RuleSentence[] {
  const rules = terms.paymentFreeMonth;
  const sentences: RuleSentence[] = [];
  if (rules.earnedAfterPunctualPayments !== null) {
    sentences.push({
      id: 'flow.freeMonth.rule.earnedAfter',
      values: { count: rules.earnedAfterPunctualPayments },
    });
  } else if (rules.usableOnceEarned === true) {
    sentences.push({ id: 'flow.freeMonth.rule.onceEarned' });
  }
  if (rules.maxPerCalendarYear !== null) {
    sentences.push({
      id: 'flow.freeMonth.rule.perYear',
      values: { max: rules.maxPerCalendarYear },
    });
  }
  if (rules.consecutiveAllowed === false)
    sentences.push({ id: 'flow.freeMonth.rule.notConsecutive' });
  return sentences;
}

/** The reasons the provider gives for a refusal (409 free-month-not-earned, its field error). */
const REFUSALS = [
  'flow.freeMonth.refused.notEarned',
  'flow.freeMonth.refused.consecutive',
  'flow.freeMonth.refused.perYear',
] as const satisfies readonly MessageId[];

export type RefusalId = (typeof REFUSALS)[number];

/**
 * The message of a refusal's reason; a reason this version does not know reads as not earned, the
 * refusal the problem type names.
 */
export function refusalOf(messageId: string | undefined): RefusalId {
  return REFUSALS.find((id) => id === messageId) ?? 'flow.freeMonth.refused.notEarned';
}
