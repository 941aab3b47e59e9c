import type { Domain } from '../../core/types.js';

export const clientDomain: Domain = { name: 'client', sources: [], checks: [], emitters: [] };
