import type { Domain } from '../core/types.js';
import { codesDomain } from './codes/index.js';
import { contentDomain } from './content/index.js';
import { contractDomain } from './contract/index.js';
import { clientDomain } from './client/index.js';
import { countriesDomain } from './countries/index.js';
import { messagesDomain } from './messages/index.js';
import { routesDomain } from './routes/index.js';

/** Every domain of the product model, in the order their problems are reported. */
export const domains: Domain[] = [
  codesDomain,
  countriesDomain,
  contractDomain,
  clientDomain,
  routesDomain,
  messagesDomain,
  contentDomain,
];
