import type { Meta, StoryObj } from '@storybook/react-vite';
import { insurance, paymentsOverview } from '../../.storybook/customer.js';
import type { CountryCode } from '../../generated/countries/index.js';
import { ApplyListPage } from '../../runtime/features/insurance/apply-list-page.js';
import { ApplyPage } from '../../runtime/features/insurance/apply-page.js';
import { ConnectedPage } from '../../runtime/features/insurance/connected-page.js';
import { CostHistoryPage } from '../../runtime/features/insurance/cost-history-page.js';

type InsurancePage = 'apply-list' | 'apply' | 'connected' | 'cost-history';

/**
 * The payment protection's logged-in pages over the customer's konto (getPayments) and its
 * insurance: the kontos to apply for, one konto's application page, the insured accounts and the
 * monthly cost history.
 */
function InsurancePagesStory({ page }: { page: InsurancePage }) {
  if (page === 'apply-list') return <ApplyListPage />;
  if (page === 'apply') return <ApplyPage brand="skogsport" />;
  if (page === 'connected') return <ConnectedPage />;
  return <CostHistoryPage brand="skogsport" />;
}

const meta = {
  title: 'Features/Insurance pages',
  component: InsurancePagesStory,
  args: { page: 'apply-list' },
  argTypes: { page: { control: 'inline-radio' } },
  parameters: {
    shell: { route: 'app-ppi' },
    service: (country: CountryCode) => ({
      getPayments: paymentsOverview(country),
      getInsurance: insurance(country),
    }),
  },
} satisfies Meta<typeof InsurancePagesStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ApplyList: Story = {};

export const Apply: Story = {
  args: { page: 'apply' },
  parameters: { shell: { route: 'app-ppi-brand', path: '/app/ppi/skogsport' } },
};

export const Connected: Story = {
  args: { page: 'connected' },
  parameters: { shell: { route: 'app-connected-ppis' } },
};

export const CostHistory: Story = {
  args: { page: 'cost-history' },
  parameters: {
    shell: {
      route: 'app-my-insurance-brand-ppi-invoice-history',
      path: '/app/my-insurance/skogsport/ppi-invoice-history',
    },
  },
};
