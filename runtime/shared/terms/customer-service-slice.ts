/**
 * The part of a country's terms the customer-service page shows (opening hours, payment and
 * refund times), and its links, taken by the loader at build time. Opening hours are written out
 * here, in the page's language, so the browser shows exactly the prerendered words whatever its
 * own Intl data says (no hydration mismatch).
 */
import type { CountryCode, CountryTerms } from '../../../generated/countries/index.js';
import type { MessageId } from '../../../generated/messages/index.js';
import { hoursPhrase, hoursRows, capitalise, type HoursRow } from './opening-hours.js';
import { href, hrefOf } from '../routing/href.js';
import { daySpan } from '../i18n/public-format.js';
import type { PaymentOptionsSlice } from './payment-options-slice.js';

export interface CustomerServiceSlice extends Pick<PaymentOptionsSlice, 'timings' | 'snoozeDays'> {
  readonly openingHours: {
    readonly appliesTo: 'customerService' | 'invoices';
    /** The sentence of the terms that takes `{hours}`. */
    readonly messageId: MessageId;
    readonly phrase: string;
    readonly rows: readonly HoursRow[];
  } | null;
  readonly loginHref: string;
  /** The private loan's questions and answers, where the country has that page. */
  readonly faqHref: string | null;
}

/** The id of the private-loan page's questions-and-answers section. */
export const FAQ_ANCHOR = 'faq';

export function customerServiceSlice(
  country: CountryCode,
  terms: CountryTerms,
): CustomerServiceSlice {
  const hours = terms.support.openingHours;
  const loan = terms.loan;
  const rows = hours.available ? hoursRows(hours.weekly, terms.languageTag) : [];
  const loanPage = hrefOf(country, 'private-loan');
  return {
    openingHours: hours.available
      ? {
          appliesTo: hours.appliesTo,
          messageId: hours.messageId,
          phrase: hoursPhrase(hours.weekly, terms.languageTag),
          rows: rows.map((row) => ({ ...row, days: capitalise(row.days, terms.languageTag) })),
        }
      : null,
    timings: {
      paymentDebited: daySpan(terms.timings.paymentDebited),
      bankPaymentVisible: daySpan(terms.timings.bankPaymentVisible),
      refund: terms.offers.refund.available ? daySpan(terms.timings.refund) : null,
    },
    snoozeDays: terms.offers.snooze.available ? terms.snooze.days : null,
    loginHref: href(country, 'login'),
    faqHref:
      loanPage && terms.offers.privateLoan.available && loan.available && loan.page.faq
        ? `${loanPage}#${FAQ_ANCHOR}`
        : null,
  };
}
