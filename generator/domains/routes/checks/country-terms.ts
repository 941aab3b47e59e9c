import type { KeyPath, Model, Problem } from '../../../core/types.js';
import { countriesOf, flowsFile, routesFile, type Country } from '../sources.js';

/** The kind the countries domain gives countries/*.yaml (named by country code). */
const COUNTRY_KIND = 'country';

/** What a country file may say; read defensively because the countries domain owns the shape. */
interface CountryTerms {
  offers?: Record<string, { available?: unknown } | undefined>;
  payments?: {
    methods?: Record<string, { available?: unknown; featureToggle?: unknown } | undefined>;
  };
}

/** Flows that are an offer of countries/*.yaml `offers`, and routes that show one. */
const FLOW_OFFERS: Record<string, string> = {
  split: 'interestFreeSplit',
  snooze: 'snooze',
  return: 'pauseForReturn',
  freeMonth: 'paymentFreeMonth',
  refund: 'refund',
  insurance: 'ppi',
  linkBankAccount: 'bankLinking',
  changeBankAccount: 'bankLinking',
  unlinkBankAccount: 'bankLinking',
};
const ROUTE_OFFERS: Record<string, string> = { 'private-loan': 'privateLoan' };

/**
 * Country availability is stated twice: in flows.yaml / routes.yaml (which flows and pages exist
 * where) and in countries/*.yaml (what staff say each country offers). They must agree, or a
 * country would show a payment method or page its terms say it does not have. Skipped until the
 * country files are in the model.
 */
export function countryTermsAgree(model: Model): Problem[] {
  const countryFiles = model.files<CountryTerms>(COUNTRY_KIND);
  if (countryFiles.length === 0) return [];
  const flows = flowsFile(model);
  const routes = routesFile(model);
  const problems: Problem[] = [];

  const compare = (
    file: string,
    at: KeyPath,
    what: string,
    shownIn: readonly Country[],
    countryFile: string,
    country: string,
    available: unknown,
  ): void => {
    if (typeof available !== 'boolean') return;
    const shown = (shownIn as readonly string[]).includes(country);
    if (shown === available) return;
    problems.push({
      file,
      path: at,
      message: `${what} is ${shown ? '' : 'not '}offered in ${country}, but ${countryFile} says it is ${available ? '' : 'not '}available`,
      expected: 'the same availability in both files',
    });
  };

  for (const countryFile of countryFiles) {
    const country = countryFile.name;
    const terms = countryFile.data;
    for (const [flowId, flow] of Object.entries(flows.data.flows)) {
      const at: KeyPath = flow.countries ? ['flows', flowId, 'countries'] : ['flows', flowId];
      const method = terms.payments?.methods?.[flowId];
      if (method) {
        compare(
          flows.path,
          at,
          `flow '${flowId}'`,
          countriesOf(flow),
          countryFile.path,
          country,
          method.available,
        );
        const toggle = method.featureToggle ?? null;
        if (method.available === true && toggle !== (flow.featureToggle ?? null)) {
          problems.push({
            file: flows.path,
            path: ['flows', flowId],
            message: `${countryFile.path} turns ${flowId} on with feature toggle '${String(toggle)}', this flow with '${String(flow.featureToggle ?? null)}'`,
            expected: 'the same feature toggle in both files',
          });
        }
      }
      const offer = FLOW_OFFERS[flowId];
      if (offer) {
        compare(
          flows.path,
          at,
          `flow '${flowId}'`,
          countriesOf(flow),
          countryFile.path,
          country,
          terms.offers?.[offer]?.available,
        );
      }
    }
    routes.data.routes.forEach((route, index) => {
      const offer = ROUTE_OFFERS[route.name];
      if (!offer) return;
      const at: KeyPath = route.countries ? ['routes', index, 'countries'] : ['routes', index];
      compare(
        routes.path,
        at,
        `route '${route.name}'`,
        countriesOf(route),
        countryFile.path,
        country,
        terms.offers?.[offer]?.available,
      );
    });
  }
  return problems;
}
