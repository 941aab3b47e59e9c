import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { LOGGED_OUT, loggedIn } from '../../.storybook/fixtures.js';
import { SideBySide } from '../../.storybook/side-by-side.js';
import type { LayoutId } from '../../generated/routes/table.js';
import DefaultApp from '../../runtime/routes/layouts/default-app.js';
import Editorial from '../../runtime/routes/layouts/editorial.js';
import ErrorLayout from '../../runtime/routes/layouts/error.js';
import Light from '../../runtime/routes/layouts/light.js';
import Login from '../../runtime/routes/layouts/login.js';
import Preview from '../../runtime/routes/layouts/preview.js';
import PublicLayout from '../../runtime/routes/layouts/public.js';
import { SessionContext } from '../../runtime/shared/session/session.js';

const LAYOUT_COMPONENTS: Record<LayoutId, ComponentType> = {
  'default-app': DefaultApp,
  editorial: Editorial,
  error: ErrorLayout,
  light: Light,
  login: Login,
  preview: Preview,
  public: PublicLayout,
};

interface LayoutArgs {
  layout: LayoutId;
  loggedIn: boolean;
  notifications: number;
}

/**
 * A layout's frame (skip link, header, main, footer) around a stand-in page showing the page's
 * title. Layouts for visitors only send a logged-in visitor on, as in the app.
 */
function LayoutStory({ layout, loggedIn: isLoggedIn, notifications }: LayoutArgs) {
  const Layout = LAYOUT_COMPONENTS[layout];
  return (
    <SessionContext.Provider value={isLoggedIn ? loggedIn(notifications) : LOGGED_OUT}>
      <Layout />
    </SessionContext.Provider>
  );
}

const meta = {
  title: 'Layouts/Frame',
  component: LayoutStory,
  args: { layout: 'public', loggedIn: false, notifications: 3 },
  argTypes: {
    layout: { control: 'select', options: Object.keys(LAYOUT_COMPONENTS) },
    notifications: { control: { type: 'number', min: 0, max: 200 } },
  },
} satisfies Meta<typeof LayoutStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Public: Story = {};

export const EditorialPage: Story = {
  args: { layout: 'editorial' },
  parameters: { shell: { route: 'about-us' } },
};

export const LoginPage: Story = {
  args: { layout: 'login' },
  parameters: { shell: { route: 'login' } },
};

export const LightPage: Story = {
  args: { layout: 'light' },
  parameters: { shell: { route: 'income-verification-callback' } },
};

export const AppLoggedIn: Story = {
  args: { layout: 'default-app', loggedIn: true },
  parameters: { shell: { route: 'app' } },
};

export const AppWithBackLink: Story = {
  args: { layout: 'default-app', loggedIn: true, notifications: 120 },
  parameters: { shell: { route: 'app-notifications' } },
};

export const ErrorFrame: Story = { args: { layout: 'error' } };

export const PreviewFrame: Story = {
  args: { layout: 'preview' },
  parameters: { shell: { route: 'preview' } },
};

export const PublicAllCountries: Story = {
  parameters: { frame: false },
  render: (args) => <SideBySide>{() => <LayoutStory {...args} />}</SideBySide>,
};
