import { z } from 'zod';
import {
  BrandSlugSchema,
  CountryCodeSchema,
  LocaleCodeSchema,
} from '../../generated/entities/zod.js';
import type { OperationId } from '../../generated/api/operations.js';

/**
 * The rules of path and query parameters. generated/api/operations.ts names the parameters but
 * does not carry their schemas yet, so they are written out here from schema/api.yaml (its
 * `components.parameters` and each operation's inline parameters). Names shared by many
 * operations take the shared rule; the few that differ per operation are listed by operationId.
 * When the generator emits parameter schemas, this file should read them instead.
 */
const idPattern = z.string().regex(/^[A-Za-z0-9-]{1,40}$/);
const isoDate = z.iso.date();
const reference = z.string().regex(/^[A-Za-z0-9-]{1,64}$/);
const loanReference = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

const shared: Readonly<Record<string, z.ZodType>> = {
  brand: BrandSlugSchema,
  country: CountryCodeSchema,
  orderRef: z.uuid(),
  externalReferenceNumber: z.string().regex(/^[0-9]{2,25}$/),
  email: z.email(),
  reference,
  company: z.string().regex(/^\d{2}$/),
  accountNumber: idPattern,
  invoiceDate: isoDate,
  year: z.string().regex(/^\d{4}$/),
  document: z.string().regex(/^[A-Za-z0-9_-]{1,80}(\.pdf)?$/),
  action: z.enum(['status', 'cancel']),
  method: z.enum(['swish', 'vipps', 'mobilepay', 'card']),
  // Query parameters.
  code: z.string().min(1),
  state: z.string().min(1),
  error: z.string(),
  kind: z.enum(['order', 'invoice']),
  key: z.string().regex(/^[a-z0-9][a-z0-9/_-]{0,199}$/),
  amount: z.coerce.number().gt(0).multipleOf(0.01),
  years: z.coerce.number().int().min(1).max(15),
};

const perOperation: Partial<Record<OperationId, Readonly<Record<string, z.ZodType>>>> = {
  getOrderPayment: { id: idPattern },
  getInvoicePayment: { id: isoDate },
  getBankDetails: { id: idPattern },
  getGlobalMessages: { locale: z.enum(['SE', 'NO', 'FI', 'DK']) },
  markMessageRead: { id: z.string().min(1).max(100) },
  getContentPreview: { id: z.uuid() },
  getContentByKey: { locale: LocaleCodeSchema },
  getPartnerIntervals: { reference: loanReference },
  getPartnerQuery: { reference: loanReference },
  startTrustly: { type: z.enum(['FOURTEEN_DAY_INVOICE', 'ACCOUNT', 'INVOICE']) },
  trustlyAction: { type: z.enum(['FOURTEEN_DAY_INVOICE', 'ACCOUNT', 'INVOICE']) },
  downloadInvoicePdf: { type: z.enum(['INVOICE', 'PPI_INVOICE']) },
  startOidcLogin: {
    broker: z.enum(['signicat', 'criipto', 'signicat-demo']),
    // The contract's local path (api.yaml startOidcLogin returnPath): one leading slash, no `//`.
    returnPath: z.string().regex(/^\/(?!.*\/\/)([A-Za-z0-9_#?=&.-][A-Za-z0-9/_#?=&.-]*)?$/),
  },
};

/** Query parameters the contract marks optional; every other listed one is required. */
const optionalQuery: Partial<Record<OperationId, readonly string[]>> = {
  oidcRedirect: ['code', 'error'],
  getBankDetails: ['kind'],
  startOidcLogin: ['returnPath'],
};

export function parameterRule(operationId: OperationId, name: string): z.ZodType {
  return perOperation[operationId]?.[name] ?? shared[name] ?? z.string().min(1);
}

export function isQueryOptional(operationId: OperationId, name: string): boolean {
  return optionalQuery[operationId]?.includes(name) ?? false;
}
