/**
 * The shapes of the four sources of the codes domain, as their meta schemas
 * (schema/meta/{codes,constants,brands,validators}.schema.json) guarantee them.
 */

export type CodeValue = string | number;

export interface CodeEntrySource {
  code: CodeValue;
  key: string;
  messageId?: string;
  description?: string;
  brandPrefixed?: boolean;
  paymentMethod?: string;
  trustlyMethod?: string;
  orderWebStatuses?: number[];
  invoiceStatuses?: number[];
  phase?: 'pending' | 'failed';
  loginState?: string;
  qrLoginState?: string;
  fallback?: boolean;
  dismissible?: boolean;
}

export interface CodeTableSource {
  description: string;
  valueType: 'integer' | 'string';
  labelled?: boolean;
  codes: CodeEntrySource[];
}

/** `{ constant: name }`: a constant of constants.yaml, read by the generator. */
export interface ConstantRef {
  constant: string;
}

export interface SortSource {
  field: string;
  direction: 'asc' | 'desc';
}

export interface CanPayClauseSource {
  orderStatuses?: number[];
  orderTypes?: string[];
  states?: string[];
  invoiceAmountAbove?: number;
}

/** The `rules` section of codes.yaml (core §3, §4), one entry per generated helper. */
export interface RulesSource {
  refund: { description: string; refundStatuses: string[] };
  canPay: {
    description: string;
    blockedPaymentStatus: ConstantRef;
    blockedByRefund: boolean;
    when: CanPayClauseSource[];
  };
  activeInvoice: {
    description: string;
    invoiceStatuses: number[];
    noDate: string;
    amountAbove: number;
    refundMakesActiveRefund: boolean;
  };
  todo: { description: string; states: string[] };
  activePayments: {
    description: string;
    states: string[];
    needsOrderLines: boolean;
    orInStates: string[];
  };
  pendingPolling: { description: string; status: ConstantRef };
  movedFlag: { description: string; sort: SortSource; after: string; flagged: string };
  transactionSort: { description: string; keys: SortSource[] };
  quickInvoiceList: {
    description: string;
    shortCount: ConstantRef;
    sort: ConstantRef;
    cutoffMonths: ConstantRef;
    applyCutoff: boolean;
  };
  bankSlug: {
    description: string;
    separator: string;
    transliterate: Record<string, string>;
    fixed: Array<{ name: string; slug: string }>;
  };
  preferences: {
    description: string;
    maskCharacter: string;
    mandateStatus: { withBankAccount: string; withoutBankAccount: string };
  };
}

export type RuleName = keyof RulesSource;

export interface CodesSource {
  tables: Record<string, CodeTableSource>;
  rules: RulesSource;
}

export type ConstantUnit =
  'px' | 'em' | 'ms' | 's' | 'days' | 'months' | 'count' | 'decimals' | 'code' | 'text' | 'flag';

export type ConstantValue =
  number | string | boolean | Array<number | string> | Record<string, number>;

export interface ConstantSource {
  value: ConstantValue;
  unit: ConstantUnit;
  description: string;
  layouts?: string[];
}

export interface ConstantGroupSource {
  description: string;
  constants: Record<string, ConstantSource>;
}

export interface ConstantsSource {
  groups: Record<string, ConstantGroupSource>;
}

export interface BrandSource {
  slug: string;
  name: string;
  own: boolean;
  companyCode?: string;
  invoiceApiBrand?: string;
  companyIds: Partial<Record<string, string>>;
  image: { prefix: string; suffix: string };
}

export interface BrandsSource {
  defaultCompanyId: string;
  imageService: { pathTemplate: string; imageIdTemplate: string; skuSeparator: string };
  brands: BrandSource[];
}

export type RuleSource =
  | {
      kind: 'pattern';
      pattern: string;
      trim?: boolean;
      checksum?: { algorithm: 'luhn'; lastDigits: number };
    }
  | { kind: 'nonEmpty' }
  | { kind: 'boundedAmount'; decimals: number }
  | { kind: 'range'; min: number; max: number; integer?: boolean }
  | { kind: 'countryRange'; available: string; min: string; max: string; integer?: boolean }
  | { kind: 'none' }
  | { kind: 'allTrue'; fields: string[] }
  | { kind: 'localPath'; pattern: string; forbidden: string[]; maxLength: number }
  | { kind: 'oneOf'; values: Array<string | number>; of?: 'countries' }
  | { kind: 'href'; forbiddenSchemes: string[]; forbidBareHash: boolean }
  | { kind: 'brandSlug' };

export type RuleKind = RuleSource['kind'];

export interface ValidatorSource {
  description: string;
  messageId: string;
  messageArgs?: string[];
  rule?: RuleSource;
  countries?: Record<string, RuleSource>;
}

export interface ValidatorsSource {
  validators: Record<string, ValidatorSource>;
}
