import { isBrandSlug } from '../../../generated/brands.js';
import { BankDetailsSchema } from '../../../generated/entities/zod.js';
import { customerOf } from '../../actions/common.js';
import { bankDetails } from '../../payment-methods/bank-details.js';
import type { AnswerBody, HandlerTable } from '../handler.js';
import { ProblemError } from '../problem.js';

/**
 * getBankDetails. generated/api/operations.ts names no answer schema for it (the contract refers
 * to entities/BankDetails.yaml directly), so the generic answer check is skipped and the answer is
 * checked against BankDetailsSchema here instead.
 */
export const bankDetailsHandlers: HandlerTable = {
  async getBankDetails({ db, session, params, query }) {
    const brand = params['brand'];
    if (!isBrandSlug(brand)) throw new ProblemError(404, 'Not Found', 'No such brand.');
    const kind = query['kind'] === 'invoice' ? 'invoice' : 'order';
    const details = BankDetailsSchema.parse(
      await bankDetails(db, customerOf(session), brand, kind, params['id'] ?? ''),
    );
    return { body: details as unknown as AnswerBody<'getBankDetails'> };
  },
};
