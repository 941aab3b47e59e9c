/**
 * One purchase (getOrderPayment). While it waits for its automatic-payment cancellation (904)
 * it is fetched again every 5 s (core §4 Rules "Pending polling": the open order).
 */
import { useQuery } from '@tanstack/react-query';
import type { BrandSlug } from '../../../generated/brands.js';
import { orderPaymentQuery } from '../../../generated/api/queries/getOrderPayment.js';
import { pendingPollingRule } from '../../../generated/codes/rules/pending-polling.js';
import { polling } from '../../../generated/constants.js';
import { appTransport } from '../../shared/api/transport.js';

export function useOrder(brand: BrandSlug, id: string) {
  return useQuery({
    ...orderPaymentQuery(appTransport, { brand, id }),
    refetchInterval: (query) =>
      query.state.data?.order.orderStatusWeb === pendingPollingRule.status
        ? polling.pendingPollingMs
        : false,
  });
}
