import type { KeyPath, Model, Problem } from '../../../core/types.js';
import { availabilityDisagrees, countryTermFiles } from '../../routes/checks/country-terms.js';
import { countriesOf } from '../../routes/sources.js';
import { flowsFile } from '../sources.js';

/** Flows that are an offer of countries/*.yaml `offers`. */
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

/**
 * A flow that is a payment method or an offer runs in the countries whose terms
 * (countries/*.yaml) make it available, with the feature toggle they name.
 */
export function flowCountryTermsAgree(model: Model): Problem[] {
  const countryFiles = countryTermFiles(model);
  if (countryFiles.length === 0) return [];
  const flows = flowsFile(model);
  const problems: Problem[] = [];
  for (const countryFile of countryFiles) {
    const terms = countryFile.data;
    for (const [flowId, flow] of Object.entries(flows.data.flows)) {
      const at = {
        file: flows.path,
        path: (flow.countries ? ['flows', flowId, 'countries'] : ['flows', flowId]) as KeyPath,
        what: `flow '${flowId}'`,
      };
      const method = terms.payments?.methods?.[flowId];
      if (method) {
        problems.push(
          ...availabilityDisagrees(at, countriesOf(flow), countryFile, method.available),
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
        problems.push(
          ...availabilityDisagrees(
            at,
            countriesOf(flow),
            countryFile,
            terms.offers?.[offer]?.available,
          ),
        );
      }
    }
  }
  return problems;
}
