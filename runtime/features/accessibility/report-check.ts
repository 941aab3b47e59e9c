/**
 * The barrier report's fields checked before sending (issue 19): the same limits as the contract's
 * AccessibilityReportRequest (schema/api.yaml), which the provider checks again whatever the page
 * did; what is wrong comes back per field as a message id with its values, for the form to show
 * in the page's language.
 */
import type { CountryCode } from '../../../generated/countries/index.js';
import type { AccessibilityReportRequest } from '../../../generated/entities/types.js';
import type { MessageId } from '../../../generated/messages/index.js';

/** The contract's limits (AccessibilityReportRequest). */
export const REPORT_LIMITS = {
  descriptionMin: 10,
  descriptionMax: 2000,
  locationMax: 200,
  emailMax: 254,
} as const;

/** The contract's e-mail pattern: text, at sign, text, dot, text, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type ReportField = 'description' | 'location' | 'email';

/** What the visitor typed, as typed. */
export type ReportInput = Readonly<Record<ReportField, string>>;

export interface FieldProblem {
  readonly id: MessageId;
  readonly values?: Readonly<Record<string, number>>;
}

export type ReportProblems = Partial<Record<ReportField, FieldProblem>>;

export type ReportCheck =
  | { readonly ok: true; readonly body: AccessibilityReportRequest }
  | { readonly ok: false; readonly problems: ReportProblems };

/** The problem each field is refused with when the provider refuses it (its refusal names fields). */
export const REFUSED: Readonly<Record<ReportField, FieldProblem>> = {
  description: {
    id: 'validation.reportDescription',
    values: { min: REPORT_LIMITS.descriptionMin },
  },
  location: { id: 'validation.tooLong', values: { max: REPORT_LIMITS.locationMax } },
  email: { id: 'validation.email' },
};

/** The fields trimmed and checked: the body to send, or what is wrong with each field. */
export function checkReport(input: ReportInput, country: CountryCode): ReportCheck {
  const description = input.description.trim();
  const location = input.location.trim();
  const email = input.email.trim();
  const problems: ReportProblems = {};
  if (description === '') problems.description = { id: 'validation.required' };
  else if (description.length < REPORT_LIMITS.descriptionMin)
    problems.description = REFUSED.description;
  else if (description.length > REPORT_LIMITS.descriptionMax)
    problems.description = {
      id: 'validation.tooLong',
      values: { max: REPORT_LIMITS.descriptionMax },
    };
  if (location.length > REPORT_LIMITS.locationMax) problems.location = REFUSED.location;
  if (email !== '' && (email.length > REPORT_LIMITS.emailMax || !EMAIL.test(email)))
    problems.email = REFUSED.email;
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    body: {
      country,
      description,
      ...(location ? { location } : {}),
      ...(email ? { email } : {}),
    },
  };
}

/** The fields a provider's refusal (400, 422) names (`errors[].field`), each with this form's own text. */
export function refusedFields(problem: unknown): ReportProblems {
  const errors = (problem as { errors?: { field?: unknown }[] } | null)?.errors;
  const problems: ReportProblems = {};
  for (const error of Array.isArray(errors) ? errors : []) {
    const field = error.field;
    if (field === 'description' || field === 'location' || field === 'email')
      problems[field] = REFUSED[field];
  }
  return problems;
}
