/**
 * The return page of the income verification (monthio, Danish move to konto): what its query
 * says. The verification service sends the browser back to the returnPath the purchase flow gave
 * startIncomeVerification, with `reference` added (sandbox/http/handlers/income.ts); the flow
 * adds `returnPath` (the purchase's income step, income-step.tsx) and the service may add
 * `status`. The page forwards to that step with the reference (`ref`), which follows the check up.
 */
import type { CountryCode } from '../../../generated/countries/index.js';
import { href } from '../../shared/routing/href.js';

export const VERIFICATION_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'failed',
  'cancelled',
] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export interface CallbackQuery {
  readonly reference: string | null;
  /** The status the query states, or null when it must be asked of the API. */
  readonly status: VerificationStatus | null;
  /** Where the customer continues: the purchase step (with the reference), or the app overview. */
  readonly continueHref: string;
  readonly toPurchase: boolean;
}

// The contract's own pattern for returnPath (IncomeVerificationRequest): one leading slash and no
// `//` anywhere, so neither `//host` nor `/..//host` can leave the site; it must also stay in the
// page's country.
const LOCAL_PATH = /^\/(?!.*\/\/)([A-Za-z0-9_#?=&.-][A-Za-z0-9/_#?=&.-]*)?$/;
const REFERENCE = /^[A-Za-z0-9_-]{1,100}$/;

export const isVerificationStatus = (value: unknown): value is VerificationStatus =>
  (VERIFICATION_STATUSES as readonly unknown[]).includes(value);

export function readCallbackQuery(search: string, country: CountryCode): CallbackQuery {
  const query = new URLSearchParams(search);
  const reference = query.get('reference');
  const status = query.get('status');
  const back = query.get('returnPath');
  const toPurchase =
    back !== null && LOCAL_PATH.test(back) && back.startsWith(`${href(country, 'app-purchases')}/`);
  const known = reference !== null && REFERENCE.test(reference) ? reference : null;
  return {
    reference: known,
    status: isVerificationStatus(status) ? status : null,
    continueHref: toPurchase ? withReference(back, known) : href(country, 'app'),
    toPurchase,
  };
}

/** The step's address with the verification to follow up (its query `ref`). */
function withReference(path: string, reference: string | null): string {
  if (reference === null) return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}${new URLSearchParams({ ref: reference }).toString()}`;
}
