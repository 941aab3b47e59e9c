import type { BrandSlug } from '../../generated/brands.js';

/**
 * The interest a persona paid on one konto account in one calendar year, for the annual interest
 * statements. `yearsAgo` counts back from the seed day's year (1: last year); the statement is
 * issued on 31 January of the year after. An account may be closed since (dk Oscar's).
 */
export interface SeedYearlyInterest {
  readonly yearsAgo: 1 | 2 | 3;
  readonly brand: BrandSlug;
  readonly account: string;
  /** Minor units. */
  readonly interest: bigint;
}

/**
 * Per persona id: roughly each konto balance times the country's nominal konto rate, lower in
 * the years the balance was smaller, so no two years and no two personas show one figure. The
 * personas with a YEARLY_INTEREST_RATE notice (se Anna, no Jonas, dk Oscar) have last year's.
 */
export const yearlyInterest: Readonly<Record<string, readonly SeedYearlyInterest[]>> = {
  'se-anna': [
    { yearsAgo: 1, brand: 'nordpay', account: 'SE-K-100001', interest: 233220n },
    { yearsAgo: 2, brand: 'nordpay', account: 'SE-K-100001', interest: 187455n },
    { yearsAgo: 3, brand: 'nordpay', account: 'SE-K-100001', interest: 96010n },
  ],
  'se-sofia': [
    { yearsAgo: 1, brand: 'skogsport', account: 'SE-K-100003', interest: 81120n },
    { yearsAgo: 2, brand: 'skogsport', account: 'SE-K-100003', interest: 64350n },
  ],
  'se-maja': [
    { yearsAgo: 1, brand: 'skogsport', account: 'SE-K-100005', interest: 62870n },
    { yearsAgo: 1, brand: 'fjallmode', account: 'SE-K-100005-2', interest: 36500n },
    { yearsAgo: 2, brand: 'skogsport', account: 'SE-K-100005', interest: 41240n },
  ],
  'no-ingrid': [
    { yearsAgo: 1, brand: 'hemmahus', account: 'NO-K-200001', interest: 172380n },
    { yearsAgo: 2, brand: 'hemmahus', account: 'NO-K-200001', interest: 128915n },
  ],
  'no-kari': [{ yearsAgo: 1, brand: 'fjallmode', account: 'NO-K-200003', interest: 64900n }],
  'no-jonas': [
    { yearsAgo: 1, brand: 'hemmahus', account: 'NO-K-200006', interest: 101400n },
    { yearsAgo: 2, brand: 'hemmahus', account: 'NO-K-200006', interest: 88760n },
  ],
  'fi-mikko': [
    { yearsAgo: 1, brand: 'nordpay', account: 'FI-K-300001', interest: 23904n },
    { yearsAgo: 2, brand: 'nordpay', account: 'FI-K-300001', interest: 17215n },
  ],
  'fi-juha': [{ yearsAgo: 1, brand: 'fjallmode', account: 'FI-K-300003', interest: 10956n }],
  'dk-freja': [
    { yearsAgo: 1, brand: 'kustkok', account: 'DK-K-400001', interest: 109512n },
    { yearsAgo: 2, brand: 'kustkok', account: 'DK-K-400001', interest: 97330n },
  ],
  'dk-mads': [{ yearsAgo: 1, brand: 'kustkok', account: 'DK-K-400002', interest: 50700n }],
  // A konto paid off and closed last year: the statements stay, the account is gone.
  'dk-oscar': [
    { yearsAgo: 1, brand: 'kustkok', account: 'DK-K-400006', interest: 31275n },
    { yearsAgo: 2, brand: 'kustkok', account: 'DK-K-400006', interest: 58840n },
  ],
};
