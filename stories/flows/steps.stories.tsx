import type { Meta, StoryObj } from '@storybook/react-vite';
import { bankDetails, linkedPreferences, noPreferences } from '../../.storybook/customer.js';
import type { CountryCode } from '../../generated/countries/index.js';
import { StepStory } from '../../.storybook/flow-step.js';
import ScheduleStep from '../../runtime/features/automatic-payment/schedule-step.js';
import FreeMonthStep from '../../runtime/features/free-month/freemonth-step.js';
import ReturnStep from '../../runtime/features/payment-changes/return-step.js';
import SnoozeStep from '../../runtime/features/payment-changes/snooze-step.js';
import SplitStep from '../../runtime/features/payment-changes/split-step.js';
import AmountStep from '../../runtime/features/payments/amount-step.js';
import BankStep from '../../runtime/features/payments/bank-step.js';
import ConfirmStep from '../../runtime/features/payments/confirm-step.js';
import SelectStep from '../../runtime/features/payments/select-step.js';
import SubmissionStep from '../../runtime/features/payments/submission-step.js';
import '../../runtime/shared/flows/flows.css';
import '../../runtime/features/payment-changes/payment-changes.css';

/**
 * The flow steps (schema/flows.yaml) as their overlay shows them, over the customer's konto
 * invoice or purchase: the payment amount, the choice of method, the confirmation, a bank
 * transfer of one's own, the wait for the payment's result, postponing, returning and splitting a
 * purchase, the payment-free month and the automatic payment.
 */
const meta = {
  title: 'Flows/Steps',
  component: StepStory,
  args: { flow: 'amount', step: 'amount', Step: AmountStep, on: 'invoice' },
  argTypes: { Step: { control: false } },
  parameters: {
    shell: { route: 'app-invoices-brand-id', path: '/app/invoices/skogsport/2026-11-01' },
    service: { getPreferences: noPreferences },
  },
} satisfies Meta<typeof StepStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The invoice's full amount, its minimum or another amount (checked by paymentAmount). */
export const PaymentAmount: Story = {};

export const PaymentMethod: Story = {
  args: { flow: 'select', step: 'select', Step: SelectStep, query: { amount: '350' } },
};

export const ConfirmCardPayment: Story = {
  args: { flow: 'pay', step: 'pay', Step: ConfirmStep, query: { method: 'card' } },
};

/** The account and reference to pay to by one's own bank transfer, each with a copy button. */
export const BankTransfer: Story = {
  args: { flow: 'bank', step: 'bank', Step: BankStep },
  parameters: {
    service: (country: CountryCode) => ({ getBankDetails: bankDetails(country) }),
  },
};

/** Back from the card payment's page: the result is asked for while it is pending. */
export const PaymentSubmission: Story = {
  args: {
    flow: 'submission',
    step: 'submission',
    Step: SubmissionStep,
    query: { method: 'card', ref: 'ady-5001-20261101', amount: '350' },
  },
  parameters: {
    service: {
      getAdyenResult: {
        reference: 'ady-5001-20261101',
        method: 'card',
        status: 'pending',
        amount: 350,
      },
    },
  },
};

export const PostponePurchase: Story = {
  args: { flow: 'snooze', step: 'snooze', Step: SnoozeStep, on: 'purchase' },
  parameters: {
    shell: { route: 'app-purchases-brand-id', path: '/app/purchases/skogsport/7001234' },
  },
};

/** The payment paused while the goods go back. */
export const ReturnPurchase: Story = {
  args: { flow: 'return', step: 'return', Step: ReturnStep, on: 'purchase' },
  parameters: {
    shell: { route: 'app-purchases-brand-id', path: '/app/purchases/skogsport/7001234' },
  },
};

export const SplitPurchase: Story = {
  args: { flow: 'split', step: 'split', Step: SplitStep, on: 'purchase' },
  parameters: {
    shell: { route: 'app-purchases-brand-id', path: '/app/purchases/skogsport/7001234' },
  },
};

export const PaymentFreeMonth: Story = {
  args: { flow: 'freeMonth', step: 'freemonth', Step: FreeMonthStep },
};

export const AutomaticPayment: Story = {
  args: { flow: 'autogiro', step: 'schedule', Step: ScheduleStep },
  parameters: {
    service: (country: CountryCode) => ({
      getPreferences: linkedPreferences,
      getBankDetails: bankDetails(country),
    }),
  },
};
