import { isBrandSlug } from '../../../generated/brands.js';
import type { BrandSlug } from '../../../generated/brands.js';
import { isCountryCode } from '../../../generated/countries/index.js';
import {
  brandServes,
  brandsIn,
  creditTermsDocument,
  creditTermsPath,
  insuranceDocument,
} from '../../documents/catalogue.js';
import { renderPdf } from '../../documents/pdf.js';
import {
  customerCountry,
  invoiceDocument,
  yearlyInterestDocument,
  yearlyInterestReports,
} from '../../documents/repository.js';
import { fromMinor } from '../../money.js';
import type { HandlerTable } from '../handler.js';
import { ProblemError, unauthorized } from '../problem.js';

const notFound = (detail: string) => new ProblemError(404, 'Not Found', detail);
const pdf = { 'Content-Type': 'application/pdf' };

function customerOf(session: { customerId: string } | null): string {
  if (!session) throw unauthorized('Log in first.');
  return session.customerId;
}

function brandOf(value: string | undefined): BrandSlug {
  if (!isBrandSlug(value)) throw notFound('No such brand.');
  return value;
}

/** Invoice PDFs, annual interest statements, credit terms and ppi documents (tag `documents`). */
export const documentsHandlers: HandlerTable = {
  async downloadInvoicePdf({ db, session, params }) {
    const customerId = customerOf(session);
    const type = params['type'] === 'PPI_INVOICE' ? 'PPI_INVOICE' : 'INVOICE';
    const request = {
      type,
      brand: brandOf(params['brand']),
      company: params['company'] ?? '',
      accountNumber: params['accountNumber'] ?? '',
      invoiceDate: params['invoiceDate'] ?? '',
    } as const;
    const document = await invoiceDocument(db, customerId, request);
    if (!document) {
      throw notFound(
        `You have no ${type === 'PPI_INVOICE' ? 'insurance invoice' : 'invoice'} of ${request.invoiceDate} on account ${request.accountNumber} at company ${request.company}.`,
      );
    }
    return { body: renderPdf(document.title, document.lines), headers: pdf };
  },

  async getYearlyInterestReports({ db, session, now }) {
    const reports = await yearlyInterestReports(db, customerOf(session), now);
    return {
      body: {
        reports: reports.map((r) => ({
          year: r.year,
          paidInterest: fromMinor(r.paidInterestMinor),
          createdDate: r.createdDate,
        })),
      },
    };
  },

  async downloadYearlyInterestReport({ db, session, params, now }) {
    const customerId = customerOf(session);
    const year = Number(params['year']);
    const report = (await yearlyInterestReports(db, customerId, now)).find((r) => r.year === year);
    const country = await customerCountry(db, customerId);
    if (!report || !country) throw notFound(`You have no interest statement for ${year}.`);
    const document = yearlyInterestDocument(report, country);
    return { body: renderPdf(document.title, document.lines), headers: pdf };
  },

  async getTermsAndConditions({ db, session }) {
    const customerId = customerOf(session);
    const country = await customerCountry(db, customerId);
    if (!country) throw unauthorized('The customer of this session no longer exists.');
    return {
      body: {
        documents: brandsIn(country).map((brand) => ({
          brand,
          country,
          title: creditTermsDocument(brand, country).title,
          path: creditTermsPath(brand, country),
        })),
      },
    };
  },

  async downloadCreditTerms({ params }) {
    const brand = brandOf(params['brand']);
    const country = params['country'];
    if (!isCountryCode(country) || !brandServes(brand, country)) {
      throw notFound(`${brand} has no credit terms in ${country ?? ''}.`);
    }
    const document = creditTermsDocument(brand, country);
    return { body: renderPdf(document.title, document.lines), headers: pdf };
  },

  async getInsuranceDocument({ params }) {
    const name = params['document'] ?? '';
    const document = insuranceDocument(name);
    if (!document) throw notFound(`There is no insurance document ${name}.`);
    return { body: renderPdf(document.title, document.lines), headers: pdf };
  },
};
