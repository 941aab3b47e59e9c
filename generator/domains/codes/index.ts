import type { Domain } from '../../core/types.js';

export const codesDomain: Domain = { name: 'codes', sources: [], checks: [], emitters: [] };
