import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { loggedIn } from '../../.storybook/fixtures.js';
import { SessionContext } from '../../runtime/shared/session/session.js';
import { UserMenu } from '../../runtime/shared/shell/user-menu.js';

interface MenuArgs {
  notifications: number;
  onClose: (returnFocus: boolean) => void;
}

/** The open menu panel as the header's toggle shows it (focus moves to its first link). */
function OpenMenu({ notifications, onClose }: MenuArgs) {
  return (
    <SessionContext.Provider value={loggedIn(notifications)}>
      <span className="shell-menu">
        <UserMenu id="user-menu" onClose={onClose} />
      </span>
    </SessionContext.Provider>
  );
}

const meta = {
  title: 'Shell/User menu',
  component: OpenMenu,
  args: { notifications: 3, onClose: fn() },
  parameters: { shell: { route: 'app' } },
} satisfies Meta<typeof OpenMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const NoNotifications: Story = { args: { notifications: 0 } };

export const OnNotificationsPage: Story = { parameters: { shell: { route: 'app-notifications' } } };
