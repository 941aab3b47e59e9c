/**
 * Facts the spec fixes and brands.yaml must agree with (core §3 Other entities). They live in code,
 * not in the YAML, because they guard the YAML against typos rather than configure anything.
 */
export const OWN_BRAND_COMPANY_IDS: Readonly<Record<string, string>> = {
  se: '02',
  no: '22',
  fi: '32',
  dk: '42',
};

/** Company ids the partner brands draw from; which partner has which is not shown. */
export const PARTNER_COMPANY_ID_POOL: readonly string[] = [
  '01',
  '07',
  '20',
  '27',
  '30',
  '37',
  '40',
];
