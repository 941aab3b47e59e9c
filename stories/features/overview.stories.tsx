import type { Meta, StoryObj } from '@storybook/react-vite';
import { customerInfo, paymentsOverview } from '../../.storybook/customer.js';
import { userInformation } from '../../.storybook/fixtures.js';
import type { CountryCode } from '../../generated/countries/index.js';
import { InformationPopup } from '../../runtime/features/messages/information-popup.js';
import { HomeView } from '../../runtime/features/overview/home-view.js';
import { NotificationsView } from '../../runtime/features/overview/notifications-view.js';
import { PaymentHistoryView } from '../../runtime/features/overview/payment-history-view.js';
import { PaymentsOverviewView } from '../../runtime/features/overview/payments-overview-view.js';
import { TodoView } from '../../runtime/features/overview/todo-view.js';

const VIEWS = {
  home: HomeView,
  todo: TodoView,
  payments: PaymentsOverviewView,
  history: PaymentHistoryView,
  notifications: NotificationsView,
} as const;

/**
 * The logged-in overview pages over the customer's payments (getPayments): the start page, the
 * to-do list, all payments, the payment history and the notifications; on arrival at the start
 * page, the newest unread user information opens as a popup.
 */
function OverviewStory({ view, popup }: { view: keyof typeof VIEWS; popup: boolean }) {
  const View = VIEWS[view];
  return (
    <>
      <View />
      <InformationPopup active={popup} />
    </>
  );
}

const meta = {
  title: 'Features/Overview',
  component: OverviewStory,
  args: { view: 'home', popup: false },
  argTypes: { view: { control: 'inline-radio' } },
  parameters: {
    shell: { route: 'app' },
    service: (country: CountryCode) => ({
      getPayments: paymentsOverview(country),
      getCustomerInfo: { customerInfo: customerInfo(country) },
      getUserMessages: { messages: [userInformation(country)] },
    }),
  },
} satisfies Meta<typeof OverviewStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {};

export const HomeWithInformationPopup: Story = { args: { popup: true } };

export const Todo: Story = { args: { view: 'todo' }, parameters: { shell: { route: 'app-todo' } } };

export const Payments: Story = {
  args: { view: 'payments' },
  parameters: { shell: { route: 'app-payments-overview' } },
};

export const PaymentHistory: Story = {
  args: { view: 'history' },
  parameters: { shell: { route: 'app-payment-history' } },
};

export const Notifications: Story = {
  args: { view: 'notifications' },
  parameters: { shell: { route: 'app-notifications' } },
};
