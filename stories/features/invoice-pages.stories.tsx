import type { Meta, StoryObj } from '@storybook/react-vite';
import { currentInvoice, paymentsOverview } from '../../.storybook/customer.js';
import type { CountryCode } from '../../generated/countries/index.js';
import { AccountPage } from '../../runtime/features/invoices/account-page.js';
import { InvoicesRoute } from '../../runtime/features/invoices/invoices-route.js';
import { HistoryPage } from '../../runtime/features/invoices/history-page.js';
import { MonthlyDetailsPage } from '../../runtime/features/invoices/monthly-details-page.js';
import { UpcomingPage } from '../../runtime/features/invoices/upcoming-page.js';

type InvoicePage = 'account' | 'invoice' | 'upcoming' | 'history' | 'monthly';

/**
 * The invoice pages over the customer's konto account (getPayments): the account with its
 * current invoice, one invoice's page (its address names it), the upcoming invoices, the history and the monthly invoice's details (this
 * customer has none).
 */
function InvoicePagesStory({ page }: { page: InvoicePage }) {
  if (page === 'account') return <AccountPage brand="skogsport" />;
  if (page === 'invoice') return <InvoicesRoute />;
  if (page === 'upcoming') return <UpcomingPage brand="skogsport" />;
  if (page === 'monthly') return <MonthlyDetailsPage />;
  return (
    <HistoryPage
      brand="skogsport"
      titleId="route.appInvoicesBrandInvoiceHistory.title"
      route="app-invoices-brand-invoice-history"
    />
  );
}

const meta = {
  title: 'Features/Invoice pages',
  component: InvoicePagesStory,
  args: { page: 'account' },
  argTypes: { page: { control: 'inline-radio' } },
  parameters: {
    shell: { route: 'app-account-brand', path: '/app/account/skogsport' },
    service: (country: CountryCode) => ({
      getPayments: paymentsOverview(country),
      getInvoicePayment: { invoice: currentInvoice(country) },
    }),
  },
} satisfies Meta<typeof InvoicePagesStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Account: Story = {};

export const Invoice: Story = {
  args: { page: 'invoice' },
  parameters: {
    shell: { route: 'app-invoices-brand-id', path: '/app/invoices/skogsport/2026-11-01' },
  },
};

export const Upcoming: Story = { args: { page: 'upcoming' } };

export const History: Story = { args: { page: 'history' } };

export const MonthlyDetails: Story = { args: { page: 'monthly' } };
