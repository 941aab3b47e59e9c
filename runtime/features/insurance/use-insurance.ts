/** The insurance at a brand as the provider has it (getInsurance): premium, account, costs. */
import { useQuery } from '@tanstack/react-query';
import { insuranceQuery } from '../../../generated/api/queries/getInsurance.js';
import type { BrandSlug } from '../../../generated/brands.js';
import { appTransport } from '../../shared/api/transport.js';

export const useInsurance = (brand: BrandSlug) => useQuery(insuranceQuery(appTransport, { brand }));
