import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { fn } from 'storybook/test';
import { refundAccount, refunds } from '../../.storybook/customer.js';
import type { CountryCode } from '../../generated/countries/index.js';
import { ConfirmRefund } from '../../runtime/features/refunds/confirm-refund.js';
import { RefundPage } from '../../runtime/features/refunds/refund-page.js';
import { useAppFormat } from '../../runtime/shared/i18n/app-format.js';
import { useCountry } from '../../runtime/shared/i18n/country-context.js';
import { useOverlays } from '../../runtime/shared/overlays/provider.js';
import '../../runtime/shared/flows/flows.css';
import '../../runtime/features/refunds/refunds.css';

/** The refund waiting for confirmation, confirmed in its alertdialog over the page. */
function RefundStory({ confirming }: { confirming: boolean }) {
  const { country } = useCountry();
  const f = useAppFormat();
  const { open } = useOverlays();
  const [waiting] = refunds(country);
  const amount = waiting ? f.money(waiting.amount) : '';
  useEffect(() => {
    if (!confirming) return;
    return open(
      (props) => (
        <ConfirmRefund
          {...props}
          amount={amount}
          bank={refundAccount.name}
          accountNumber={refundAccount.maskedAccountNumber}
          onBusy={fn().mockName('onBusy')}
          onConfirm={fn(async () => undefined).mockName('onConfirm')}
        />
      ),
      { role: 'alertdialog' },
    );
    // Opened once; the amount is the same text at every draw.
  }, [confirming]);
  return <RefundPage />;
}

/**
 * The refund page with the customer's refunds from the API (.storybook/customer.ts): one waiting
 * for confirmation, one on its way and one paid out; without a linked bank account the page asks
 * for one first; and the confirmation of the waiting one.
 */
const meta = {
  title: 'Features/Refunds',
  component: RefundStory,
  args: { confirming: false },
  parameters: {
    shell: { route: 'app-user-refund' },
    service: (country: CountryCode) => ({
      getRefunds: { refunds: refunds(country), bankAccount: refundAccount },
    }),
  },
} satisfies Meta<typeof RefundStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRefunds: Story = {};

export const WithoutBankAccount: Story = {
  parameters: {
    service: (country: CountryCode) => ({ getRefunds: { refunds: refunds(country) } }),
  },
};

export const Confirmation: Story = { args: { confirming: true } };
