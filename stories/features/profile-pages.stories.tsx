import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  customerInfo,
  emails,
  termsDocuments,
  yearlyInterestReports,
} from '../../.storybook/customer.js';
import type { CountryCode } from '../../generated/countries/index.js';
import type { MessageId } from '../../generated/messages/index.js';
import { ConditionsView } from '../../runtime/features/profile/conditions-view.js';
import { EmailEditView } from '../../runtime/features/profile/email-edit-view.js';
import { HubView } from '../../runtime/features/profile/hub-view.js';
import { InformationView } from '../../runtime/features/profile/information-view.js';
import { ProfilePage } from '../../runtime/features/profile/profile-page.js';
import { YearlyInterestView } from '../../runtime/features/profile/yearly-interest-view.js';
import '../../runtime/features/profile/profile.css';

const PAGES = {
  hub: { title: 'route.appProfile.title', View: HubView },
  information: { title: 'route.appProfileInformation.title', View: InformationView },
  conditions: { title: 'route.appProfileConditions.title', View: ConditionsView },
  yearlyInterest: { title: 'route.appProfileYearlyInterest.title', View: YearlyInterestView },
  emailEdit: {
    title: 'route.appProfileEmailsEmail.title',
    View: () => <EmailEditView address={emails[1]?.value ?? ''} />,
  },
} as const satisfies Record<string, { title: MessageId; View: () => React.JSX.Element | null }>;

/**
 * The profile's pages in their frame (ProfilePage): the hub, who the customer is, the
 * conditions, the yearly interest reports and one e-mail address to edit.
 */
function ProfileStory({ page }: { page: keyof typeof PAGES }) {
  const { title, View } = PAGES[page];
  return (
    <ProfilePage title={title}>
      <View />
    </ProfilePage>
  );
}

const meta = {
  title: 'Features/Profile pages',
  component: ProfileStory,
  args: { page: 'hub' },
  argTypes: { page: { control: 'inline-radio' } },
  parameters: {
    shell: { route: 'app-profile' },
    service: (country: CountryCode) => ({
      getCustomerInfo: { customerInfo: customerInfo(country) },
      getEmails: { emails },
      getTermsAndConditions: { documents: termsDocuments(country) },
      getYearlyInterestReports: { reports: yearlyInterestReports(country) },
    }),
  },
} satisfies Meta<typeof ProfileStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hub: Story = {};

export const Information: Story = {
  args: { page: 'information' },
  parameters: { shell: { route: 'app-profile-information' } },
};

export const Conditions: Story = {
  args: { page: 'conditions' },
  parameters: { shell: { route: 'app-profile-conditions' } },
};

export const YearlyInterest: Story = {
  args: { page: 'yearlyInterest' },
  parameters: { shell: { route: 'app-profile-yearly-interest' } },
};

export const EmailEdit: Story = {
  args: { page: 'emailEdit' },
  parameters: {
    shell: { route: 'app-profile-emails-email', path: '/app/profile/emails/anna@example.org' },
  },
};
