import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { emails, noPreferences } from '../../.storybook/customer.js';
import { BankView } from '../../runtime/features/profile/bank-view.js';
import { EmailForm } from '../../runtime/features/profile/email-form.js';
import { EmailsView } from '../../runtime/features/profile/emails-view.js';
import '../../runtime/features/profile/profile.css';

/**
 * The profile's forms with the customer's data from the API (.storybook/customer.ts): the
 * e-mail form alone (its validator's refusal shows on an invalid address), the e-mail addresses
 * and the bank account as their pages draw them.
 */
const meta = {
  title: 'Features/Profile',
  component: EmailForm,
  args: {
    label: 'page.emails.add.label',
    submit: 'page.emails.add.submit',
    onValid: fn(async () => null),
  },
  parameters: { shell: { route: 'app-profile-emails' } },
} satisfies Meta<typeof EmailForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmailAddressForm: Story = {
  render: (args) => (
    <div className="story-pad">
      <EmailForm {...args} />
    </div>
  ),
};

export const EmailAddresses: Story = {
  parameters: { service: { getEmails: { emails } } },
  render: () => (
    <div className="story-pad">
      <EmailsView />
    </div>
  ),
};

export const BankAccount: Story = {
  parameters: { shell: { route: 'app-profile-bank' }, service: { getPreferences: noPreferences } },
  render: () => (
    <div className="story-pad">
      <BankView />
    </div>
  ),
};
