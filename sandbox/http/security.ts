import type { OperationId } from '../../generated/api/operations.js';

/**
 * Operations api.yaml marks `security: []` (no bearer token); every other operation uses the
 * document's default bearer scheme. operations.ts does not carry the security requirement yet,
 * so the list is written out here; a test checks it against the operation table's 401 statuses.
 */
export const publicOperations: ReadonlySet<OperationId> = new Set<OperationId>([
  'validateToken',
  'sendEmailLink',
  'startBankId',
  'collectBankId',
  'getBankIdQr',
  'cancelBankId',
  'startBankIdDemo',
  'collectBankIdDemo',
  'cancelBankIdDemo',
  'authenticateCriiptoDemo',
  'startOidcLogin',
  'oidcRedirect',
  'getCountryMessages',
  'getGlobalMessages',
  'getInsuranceDocument',
  'getContentByKey',
  'getContentPreview',
  'getPartnerIntervals',
  'getPartnerQuery',
  'reportAccessibilityBarrier',
  'downloadCreditTerms',
]);
