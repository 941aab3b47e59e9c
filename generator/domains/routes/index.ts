import type { Domain } from '../../core/types.js';

export const routesDomain: Domain = { name: 'routes', sources: [], checks: [], emitters: [] };
