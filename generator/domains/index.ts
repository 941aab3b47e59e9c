import type { Domain } from '../core/types.js';
import { codesDomain } from './codes/index.js';
import { contentDomain } from './content/index.js';
import { contractDomain } from './contract/index.js';
import { clientDomain } from './client/index.js';
import { countriesDomain } from './countries/index.js';
import { creditLawDomain } from './credit-law/index.js';
import { flowsDomain } from './flows/index.js';
import { messagesDomain } from './messages/index.js';
import { navigationDomain } from './navigation/index.js';
import { routesDomain } from './routes/index.js';
import { trackingDomain } from './tracking/index.js';

/**
 * Every domain of the product model, in the order their problems are reported. The domains of
 * schema/{tracking,routes,flows,navigation}.yaml come in the order they read each other (the
 * routes' error catalogue names tracking's log message; flows and navigation name routes), so a
 * broken name is reported at its own file before the references it breaks.
 */
export const domains: Domain[] = [
  codesDomain,
  countriesDomain,
  contractDomain,
  clientDomain,
  trackingDomain,
  routesDomain,
  flowsDomain,
  navigationDomain,
  messagesDomain,
  contentDomain,
  creditLawDomain,
];
