import type { Meta, StoryObj } from '@storybook/react-vite';
import { LOGGED_OUT, loggedIn } from '../../.storybook/fixtures.js';
import { SideBySide } from '../../.storybook/side-by-side.js';
import { Header } from '../../runtime/shared/shell/header.js';
import { SessionContext } from '../../runtime/shared/session/session.js';

interface HeaderArgs {
  loggedIn: boolean;
  /** Unread notifications: the bubble on the menu toggle (none at 0, no figure above 99). */
  notifications: number;
  /** Whether the layout puts the route's back link in place of the menu toggle. */
  backLink: boolean;
}

function HeaderStory({ loggedIn: isLoggedIn, notifications, backLink }: HeaderArgs) {
  return (
    <SessionContext.Provider value={isLoggedIn ? loggedIn(notifications) : LOGGED_OUT}>
      <Header backLink={backLink} />
    </SessionContext.Provider>
  );
}

const meta = {
  title: 'Shell/Header',
  component: HeaderStory,
  args: { loggedIn: false, notifications: 0, backLink: false },
  argTypes: { notifications: { control: { type: 'number', min: 0, max: 200 } } },
} satisfies Meta<typeof HeaderStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {};

/** On the login page the header does not link to the page itself. */
export const LoggedOutOnLogin: Story = { parameters: { shell: { route: 'login' } } };

const app = { shell: { route: 'app' } } as const;

export const LoggedIn: Story = { args: { loggedIn: true }, parameters: app };

export const LoggedInThreeNotifications: Story = {
  args: { loggedIn: true, notifications: 3 },
  parameters: app,
};

export const LoggedIn120Notifications: Story = {
  args: { loggedIn: true, notifications: 120 },
  parameters: app,
};

/** A page with a back link (notifications back to the app) shows it instead of the menu. */
export const LoggedInWithBackLink: Story = {
  args: { loggedIn: true, notifications: 3, backLink: true },
  parameters: { shell: { route: 'app-notifications' } },
};

export const AllCountriesLoggedIn: Story = {
  args: { loggedIn: true, notifications: 3 },
  parameters: { frame: false },
  render: (args) => <SideBySide shell={app.shell}>{() => <HeaderStory {...args} />}</SideBySide>,
};
