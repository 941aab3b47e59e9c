import type { Domain } from '../../core/types.js';

export const countriesDomain: Domain = { name: 'countries', sources: [], checks: [], emitters: [] };
