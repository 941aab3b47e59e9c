import type { HTTP_METHODS } from './api-operations.js';

/** One row of the operation table in docs/sources.md. */
export interface ExpectedOperation {
  operationId: string;
  method: (typeof HTTP_METHODS)[number];
  route: string;
  /** Marked $ in the table: a money-moving POST that takes an Idempotency-Key. */
  moneyMoving: boolean;
}

/**
 * The operations flows and other sources refer to by id, copied from the table in
 * docs/sources.md (a test keeps the two equal). The contract must define exactly these.
 * Kept one row per line, like the table it mirrors.
 */
// prettier-ignore
export const EXPECTED_OPERATIONS: readonly ExpectedOperation[] = [
  { operationId: 'validateToken', method: 'post', route: '/service/auth/token/validate', moneyMoving: false },
  { operationId: 'getCustomerInfo', method: 'get', route: '/service/auth/customer-info', moneyMoving: false },
  { operationId: 'logout', method: 'post', route: '/service/auth/logout', moneyMoving: false },
  { operationId: 'sendEmailLink', method: 'post', route: '/service/auth/email/authenticate', moneyMoving: false },
  { operationId: 'startBankId', method: 'post', route: '/service/auth/bankid/auth', moneyMoving: false },
  { operationId: 'collectBankId', method: 'post', route: '/service/auth/bankid/collect', moneyMoving: false },
  { operationId: 'getBankIdQr', method: 'get', route: '/service/auth/bankid/qr/{orderRef}', moneyMoving: false },
  { operationId: 'cancelBankId', method: 'post', route: '/service/auth/bankid/cancel', moneyMoving: false },
  { operationId: 'startBankIdDemo', method: 'post', route: '/service/auth/bankid-demo/auth', moneyMoving: false },
  { operationId: 'collectBankIdDemo', method: 'post', route: '/service/auth/bankid-demo/collect', moneyMoving: false },
  { operationId: 'cancelBankIdDemo', method: 'post', route: '/service/auth/bankid-demo/cancel', moneyMoving: false },
  { operationId: 'authenticateCriiptoDemo', method: 'post', route: '/service/auth/test/criipto-demo/authenticate/{country}', moneyMoving: false },
  { operationId: 'startOidcLogin', method: 'get', route: '/oidc/{broker}/authorize', moneyMoving: false },
  { operationId: 'oidcRedirect', method: 'get', route: '/oidc/signicat/redirect', moneyMoving: false },
  { operationId: 'authorizeTwoFactor', method: 'post', route: '/service/auth/twofactor/authorize', moneyMoving: false },
  { operationId: 'verifyTwoFactor', method: 'post', route: '/service/auth/twofactor/verify', moneyMoving: false },
  { operationId: 'postClientLog', method: 'post', route: '/service/payment/api/log', moneyMoving: false },
  { operationId: 'getPayments', method: 'get', route: '/service/payment/api/payments', moneyMoving: false },
  { operationId: 'getOrderPayment', method: 'get', route: '/service/payment/api/payment/order/{brand}/{id}', moneyMoving: false },
  { operationId: 'getInvoicePayment', method: 'get', route: '/service/payment/api/payment/invoice/{brand}/{id}', moneyMoving: false },
  { operationId: 'makePayment', method: 'post', route: '/service/payment/api/payment', moneyMoving: true },
  { operationId: 'getBankDetails', method: 'get', route: '/service/payment/api/payment/bank-details/{brand}/{id}', moneyMoving: false },
  { operationId: 'getPreferences', method: 'get', route: '/service/payment/preference', moneyMoving: false },
  { operationId: 'activatePreference', method: 'post', route: '/service/payment/preference/{externalReferenceNumber}/activate', moneyMoving: true },
  { operationId: 'inactivatePreference', method: 'post', route: '/service/payment/preference/{externalReferenceNumber}/inactivate', moneyMoving: true },
  { operationId: 'startBankLink', method: 'post', route: '/service/payment/bank-account/link', moneyMoving: false },
  { operationId: 'unlinkBankAccount', method: 'delete', route: '/service/payment/bank-account', moneyMoving: false },
  { operationId: 'getUserMessages', method: 'get', route: '/service/payment/user-message', moneyMoving: false },
  { operationId: 'getCountryMessages', method: 'get', route: '/service/payment/user-message/country/{country}', moneyMoving: false },
  { operationId: 'getGlobalMessages', method: 'get', route: '/service/payment/user-message/global/{locale}', moneyMoving: false },
  { operationId: 'markMessageRead', method: 'put', route: '/service/payment/user-message/mark-as-read/{id}', moneyMoving: false },
  { operationId: 'getEmails', method: 'get', route: '/service/auth/customer/emails', moneyMoving: false },
  { operationId: 'addEmail', method: 'post', route: '/service/auth/customer/emails', moneyMoving: false },
  { operationId: 'updateEmail', method: 'put', route: '/service/auth/customer/emails/{email}', moneyMoving: false },
  { operationId: 'makeEmailPrimary', method: 'post', route: '/service/auth/customer/emails/{email}/primary', moneyMoving: false },
  { operationId: 'removeEmail', method: 'delete', route: '/service/auth/customer/emails/{email}', moneyMoving: false },
  { operationId: 'snooze', method: 'post', route: '/service/payment/{brand}/snooze', moneyMoving: true },
  { operationId: 'moveToSplitPayment', method: 'post', route: '/service/payment/{brand}/move-to-split-payment', moneyMoving: true },
  { operationId: 'moveToKonto', method: 'post', route: '/service/payment/{brand}/move-to-konto', moneyMoving: true },
  { operationId: 'pauseForReturn', method: 'post', route: '/service/payment/{brand}/pause', moneyMoving: false },
  { operationId: 'usePaymentFreeMonth', method: 'post', route: '/service/payment/{brand}/payment-free-month', moneyMoving: true },
  { operationId: 'startIncomeVerification', method: 'post', route: '/service/payment/income-verification', moneyMoving: false },
  { operationId: 'getIncomeVerification', method: 'get', route: '/service/payment/income-verification/{reference}', moneyMoving: false },
  { operationId: 'getInsurance', method: 'get', route: '/service/payment/{brand}/ppi', moneyMoving: false },
  { operationId: 'applyInsurance', method: 'post', route: '/service/payment/{brand}/ppi', moneyMoving: true },
  { operationId: 'getInsuranceDocument', method: 'get', route: '/service/payment/api/ppi/docs/{document}', moneyMoving: false },
  { operationId: 'getRefunds', method: 'get', route: '/service/payment/api/refund', moneyMoving: false },
  { operationId: 'requestRefund', method: 'post', route: '/service/payment/api/refund', moneyMoving: true },
  { operationId: 'startTrustly', method: 'post', route: '/service/payment/payments/trustly/{type}', moneyMoving: true },
  { operationId: 'trustlyAction', method: 'post', route: '/service/payment/payments/trustly/{type}/{action}', moneyMoving: false },
  { operationId: 'startAdyen', method: 'post', route: '/service/payment/payments/adyen/{method}', moneyMoving: true },
  { operationId: 'getAdyenResult', method: 'get', route: '/service/payment/payments/adyen/result/{reference}', moneyMoving: false },
  { operationId: 'getContentByKey', method: 'get', route: '/service/payment/api/amplience/content/key', moneyMoving: false },
  { operationId: 'getContentPreview', method: 'get', route: '/service/payment/api/amplience/preview/content/id/{id}', moneyMoving: false },
  { operationId: 'getPartnerIntervals', method: 'get', route: '/service/loan/partnerIntervals', moneyMoving: false },
  { operationId: 'getPartnerQuery', method: 'get', route: '/service/loan/partnerQuery', moneyMoving: false },
  { operationId: 'startLoanApplication', method: 'post', route: '/service/loan/applications', moneyMoving: false },
  { operationId: 'getLoanApplication', method: 'get', route: '/service/loan/applications/{reference}', moneyMoving: false },
  { operationId: 'reportAccessibilityBarrier', method: 'post', route: '/service/support/accessibility-reports', moneyMoving: false },
  { operationId: 'getTermsAndConditions', method: 'get', route: '/service/payment/api/terms-and-conditions', moneyMoving: false },
  { operationId: 'downloadCreditTerms', method: 'get', route: '/download/CREDIT_TERMS_AND_CONDITIONS/{brand}/{country}.pdf', moneyMoving: false },
  { operationId: 'downloadInvoicePdf', method: 'get', route: '/download/{type}/{brand}/{company}_{accountNumber}_{invoiceDate}.pdf', moneyMoving: false },
  { operationId: 'getYearlyInterestReports', method: 'get', route: '/service/payment/api/yearly-interest-report', moneyMoving: false },
  { operationId: 'downloadYearlyInterestReport', method: 'get', route: '/service/payment/api/yearly-interest-report/{year}.pdf', moneyMoving: false },
];
