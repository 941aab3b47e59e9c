import type { Check, Problem } from '../../../core/types.js';
import { BRANDS_FILE, brandsOf } from '../sources.js';
import { OWN_BRAND_COMPANY_IDS, PARTNER_COMPANY_ID_POOL } from './spec-facts.js';

const TWO_DIGITS = /^\d{2}$/;

/**
 * Company ids pick the invoice PDF (core §7), so a wrong one downloads another company's document:
 * two digits, the own brand exactly the spec's, partners from the spec's pool, and no id shared
 * by two brands in one country.
 */
export const companyIds: Check = (model) => {
  const source = brandsOf(model)?.data;
  if (!source) return [];
  const problems: Problem[] = [];
  if (!TWO_DIGITS.test(source.defaultCompanyId)) {
    problems.push({
      file: BRANDS_FILE,
      path: ['defaultCompanyId'],
      message: `'${source.defaultCompanyId}' is not two digits`,
      expected: "two digits in quotes, such as '02'",
    });
  }
  const usedBy = new Map<string, number>();
  source.brands.forEach((brand, i) => {
    for (const [country, id] of Object.entries(brand.companyIds)) {
      if (id === undefined) continue;
      const path = ['brands', i, 'companyIds', country];
      if (!TWO_DIGITS.test(id)) {
        problems.push({
          file: BRANDS_FILE,
          path,
          message: `'${id}' is not two digits`,
          expected: "two digits in quotes, such as '02'",
        });
        continue;
      }
      if (brand.own && id !== OWN_BRAND_COMPANY_IDS[country]) {
        problems.push({
          file: BRANDS_FILE,
          path,
          message: `the own brand's company id in ${country} is '${id}'`,
          expected: `'${OWN_BRAND_COMPANY_IDS[country]}' (core §3)`,
        });
      }
      if (!brand.own && !PARTNER_COMPANY_ID_POOL.includes(id)) {
        problems.push({
          file: BRANDS_FILE,
          path,
          message: `'${id}' is not a partner company id`,
          expected: `one of ${PARTNER_COMPANY_ID_POOL.join(', ')} (core §3)`,
        });
      }
      const key = `${country}:${id}`;
      const first = usedBy.get(key);
      if (first !== undefined) {
        problems.push({
          file: BRANDS_FILE,
          path,
          message: `company id '${id}' in ${country} is already used by brands[${first}]`,
          expected: 'one brand per company id and country',
        });
      } else {
        usedBy.set(key, i);
      }
    }
  });
  const own = source.brands.find((b) => b.own);
  if (own && TWO_DIGITS.test(source.defaultCompanyId)) {
    if (!Object.values(own.companyIds).includes(source.defaultCompanyId)) {
      problems.push({
        file: BRANDS_FILE,
        path: ['defaultCompanyId'],
        message: `'${source.defaultCompanyId}' is not a company id of the own brand`,
        expected: "'02' (core §7: default 02)",
      });
    }
  }
  return problems;
};
