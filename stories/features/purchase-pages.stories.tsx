import type { Meta, StoryObj } from '@storybook/react-vite';
import { paymentsOverview, purchase } from '../../.storybook/customer.js';
import type { CountryCode } from '../../generated/countries/index.js';
import { purchaseBrand } from '../../runtime/features/purchases/brand.js';
import { PurchaseView } from '../../runtime/features/purchases/purchase-view.js';
import { PurchasesPage } from '../../runtime/features/purchases/purchases-page.js';
import { useCountry } from '../../runtime/shared/i18n/country-context.js';
import '../../runtime/features/purchases/purchases.css';

/** All purchases with the brand filter (getPayments), and one due purchase's page. */
function PurchasePagesStory({ page }: { page: 'list' | 'purchase' }) {
  const { country } = useCountry();
  const brand = purchaseBrand('skogsport');
  if (page === 'list' || !brand) return <PurchasesPage brand={null} />;
  return <PurchaseView order={purchase(country)} brand={brand} />;
}

const meta = {
  title: 'Features/Purchase pages',
  component: PurchasePagesStory,
  args: { page: 'list' },
  argTypes: { page: { control: 'inline-radio' } },
  parameters: {
    shell: { route: 'app-purchases' },
    service: (country: CountryCode) => ({ getPayments: paymentsOverview(country) }),
  },
} satisfies Meta<typeof PurchasePagesStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Purchases: Story = {};

export const Purchase: Story = {
  args: { page: 'purchase' },
  parameters: {
    shell: { route: 'app-purchases-brand-id', path: '/app/purchases/skogsport/7001234' },
  },
};
