import type { Domain } from '../../core/types.js';

export const messagesDomain: Domain = { name: 'messages', sources: [], checks: [], emitters: [] };
