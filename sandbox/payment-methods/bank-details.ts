import { brandBySlug, type BrandSlug } from '../../generated/brands.js';
import { InvoiceStatus, OrderWebStatus } from '../../generated/codes.js';
import type { CountryCode } from '../../generated/countries/index.js';
import type { BankDetails } from '../../generated/entities/types.js';
import { debtCollection, lockOrder, notYours, owedOnOrder } from '../actions/common.js';
import { accountReference, orderReference, paymentReference } from '../actions/reference.js';
import type { Queryable } from '../db/database.js';
import { fromMinor } from '../money.js';

/**
 * The provider's collection accounts, sandbox figures: a Swedish bankgiro, and an IBAN with BIC
 * elsewhere (format-valid examples, not real accounts).
 */
const collectionAccounts: Record<Exclude<CountryCode, 'se'>, { iban: string; bic: string }> = {
  no: { iban: 'NO9386011117947', bic: 'DNBANOKKXXX' },
  fi: { iban: 'FI2112345600000785', bic: 'NDEAFIHHXXX' },
  dk: { iban: 'DK5000400440116243', bic: 'DABADKKKXXX' },
};
const swedishBankgiro = '5050-1055';

/**
 * getBankDetails: what a manual bank transfer of a purchase or of an invoice needs. The amount is
 * what is owed; the minimum is a freepart purchase's monthly part, the whole amount for any other
 * purchase, and an invoice's minimum to pay (less what is paid). The reference is the OCR / KID of
 * sandbox/actions/reference.ts (Finnish and RF forms where the country uses those).
 */
export async function bankDetails(
  db: Queryable,
  customerId: string,
  brand: BrandSlug,
  kind: 'order' | 'invoice',
  id: string,
): Promise<BankDetails> {
  const country = (
    await db.query<{ country: CountryCode }>('select country from customers where id = $1', [
      customerId,
    ])
  ).rows[0]?.country;
  if (!country) throw notYours('customer record');

  let owed: bigint;
  let minimum: bigint;
  let digits: string;
  if (kind === 'order') {
    const order = await lockOrder(db, customerId, brand, id);
    if (order.order_status_web === OrderWebStatus.debtCollection) throw debtCollection();
    owed = owedOnOrder(order);
    if (owed < 0n) owed = 0n;
    minimum =
      order.ifsp_months !== null && owed > 0n
        ? minBig(owed, (owed + BigInt(order.ifsp_months) - 1n) / BigInt(order.ifsp_months))
        : owed;
    digits = orderReference(brand, id);
  } else {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(id) || Number.isNaN(Date.parse(id))) {
      throw notYours(`invoice of ${id} at ${brand}`);
    }
    const { rows } = await db.query<{
      account_number: string;
      account_type: string;
      full_amount_minor: bigint;
      min_amount_minor: bigint;
      paid_minor: bigint;
      current: boolean;
      current_invoice_status: number | null;
    }>(
      `select a.account_number, a.account_type, i.full_amount_minor, i.min_amount_minor,
          i.paid_minor, (a.current_invoice_date = i.invoice_date) as current,
          a.current_invoice_status
         from invoices i join invoice_accounts a using (account_number)
        where a.customer_id = $1 and a.brand = $2 and i.invoice_date = $3::date
        order by a.account_type limit 1`,
      [customerId, brand, id],
    );
    const invoice = rows[0];
    if (!invoice) throw notYours(`invoice of ${id} at ${brand}`);
    if (invoice.current && invoice.current_invoice_status === InvoiceStatus.debtCollection) {
      throw debtCollection();
    }
    owed = maxBig(0n, invoice.full_amount_minor - invoice.paid_minor);
    minimum = minBig(owed, maxBig(0n, invoice.min_amount_minor - invoice.paid_minor));
    digits = accountReference(invoice.account_type, invoice.account_number);
  }

  const brandName = brandBySlug(brand).name;
  const recipient = brand === 'nordpay' ? 'Nordpay' : `Nordpay for ${brandName}`;
  const base = {
    amount: fromMinor(owed),
    minimumAmount: fromMinor(minimum),
    reference: paymentReference(country, digits),
    recipient,
  };
  if (country === 'se') return { ...base, type: 'bankgiro', bankgiro: swedishBankgiro };
  const { iban, bic } = collectionAccounts[country];
  return { ...base, type: 'iban', iban, bic };
}

const minBig = (a: bigint, b: bigint): bigint => (a < b ? a : b);
const maxBig = (a: bigint, b: bigint): bigint => (a > b ? a : b);
