/** Data builders for the overview, session-user and data tests: a valid item, then what differs. */
import type { Invoice, InvoiceAccount, Order } from '../../../../../generated/entities/types.js';

export function order(extra: Partial<Order> = {}): Order {
  return {
    orderID: '1001',
    brand: 'skogsport',
    accountNumber: '5001',
    orderDate: '2026-10-01',
    dueDate: '2026-11-30',
    orderlines: [
      {
        SKU: '40-110-07',
        productName: 'Shoes',
        orderedQuantity: 1,
        invoicedQuantity: 1,
        cancelledQuantity: 0,
        returnedQuantity: 0,
        currentLineStatusAmount: 599,
      },
    ],
    orderStatus: 2,
    orderStatusWeb: 1,
    orderType: '04',
    paymentMethodOrder: '04',
    paymentStatus: 1,
    orderValue: 599,
    orderInvoiceAmount: 599,
    totalOrderAmount: 599,
    hasRefund: false,
    ...extra,
  };
}

export function invoice(extra: Partial<Invoice> = {}): Invoice {
  return {
    invoiceDate: '2026-11-01',
    dueDate: '2026-11-30',
    brand: 'skogsport',
    paymentMethod: '02',
    fullInvoiceAmount: 1200,
    minAmountToPay: 300,
    transactions: [],
    ...extra,
  };
}

export function account(extra: Partial<InvoiceAccount> = {}): InvoiceAccount {
  return {
    accountBrand: 'skogsport',
    accountBrandDisplay: 'Skogsport',
    accountCompany: '01',
    accountNumber: '5001',
    type: 'konto',
    invoices: [invoice()],
    currentInvoiceDate: '2026-11-01',
    currentInvoiceStatus: 1,
    adjustedFullInvoiceAmount: 1200,
    balance: 5000,
    minimumAmountToPay: 300,
    hasRefund: false,
    paymentMethodCustomer: '02',
    hasPPI: false,
    ...extra,
  };
}
