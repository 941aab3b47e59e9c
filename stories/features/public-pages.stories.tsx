import type { Meta, StoryObj } from '@storybook/react-vite';
import { CustomerServiceView } from '../../runtime/features/public-pages/customer-service-view.js';
import { PaymentOptionsView } from '../../runtime/features/public-pages/payment-options-view.js';
import { useCountry } from '../../runtime/shared/i18n/country-context.js';
import { customerServiceSlice } from '../../runtime/shared/terms/customer-service-slice.js';
import { paymentOptionsSlice } from '../../runtime/shared/terms/payment-options-slice.js';
import '../../runtime/shared/styles/public-pages.css';

/** The public pages from the country's terms (the slices their loaders take). */
function PublicPageStory({ page }: { page: 'customer-service' | 'payment-options' }) {
  const { country, terms } = useCountry();
  return page === 'customer-service' ? (
    <CustomerServiceView data={customerServiceSlice(country, terms)} />
  ) : (
    <PaymentOptionsView data={paymentOptionsSlice(terms)} />
  );
}

const meta = {
  title: 'Features/Public pages',
  component: PublicPageStory,
  args: { page: 'customer-service' },
  argTypes: { page: { control: 'inline-radio' } },
  parameters: { shell: { route: 'customer-service' } },
} satisfies Meta<typeof PublicPageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CustomerService: Story = {};

export const PaymentOptions: Story = {
  args: { page: 'payment-options' },
  parameters: { shell: { route: 'payment-options' } },
};
