/**
 * Money is kept as integer minor units (bigint; öre, cent, øre). The contract carries major units
 * as JSON numbers with at most two decimals (`multipleOf: 0.01`). Conversion goes through the
 * decimal text of the number and integer arithmetic, never `x * 100`, so 0.1 + 0.2 problems
 * cannot creep into balances.
 */
export type Minor = bigint;

const decimalText = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** Major units (number or decimal text such as PostgreSQL's numeric) to minor units. */
export function toMinor(major: number | string): Minor {
  let text: string;
  if (typeof major === 'number') {
    if (!Number.isFinite(major)) throw new RangeError(`not a money amount: ${major}`);
    // String() gives the shortest text that reads back as the same double: 19.99 -> "19.99".
    // Exponent forms mean more than 2 decimals or beyond 1e21; both are not money.
    text = String(major);
  } else {
    text = major.trim();
  }
  const match = decimalText.exec(text);
  if (!match) throw new RangeError(`not a money amount with at most 2 decimals: ${text}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const minor = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign ? -minor : minor;
}

/** Minor units to the contract's major-unit number (exact for every amount below 2^53 minor units). */
export function fromMinor(minor: Minor): number {
  return Number(formatMinor(minor));
}

/** Minor units as decimal text with two decimals: -1234n -> "-12.34". */
export function formatMinor(minor: Minor): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${abs / 100n}.${fraction}`;
}
