import type { Domain } from '../../core/types.js';

export const contractDomain: Domain = { name: 'contract', sources: [], checks: [], emitters: [] };
