import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { maintenance } from '../../.storybook/fixtures.js';
import { SideBySide } from '../../.storybook/side-by-side.js';
import { UnexpectedError } from '../../runtime/shared/errors/boundary.js';
import { ErrorPage } from '../../runtime/shared/shell/error-page.js';
import { NotFound } from '../../runtime/routes/not-found.js';
import { useCountry } from '../../runtime/shared/i18n/country-context.js';

interface ErrorArgs {
  status: number;
  loggedIn: boolean;
  /** Whether the messages feed has a maintenance message (it replaces the texts). */
  maintenance: boolean;
  onLogout: () => void;
}

/** The error page's content by status, in <main> as the error layout and boundary put it. */
function ErrorStory({ status, loggedIn, maintenance: inMaintenance, onLogout }: ErrorArgs) {
  const { country } = useCountry();
  return (
    <main id="main" className="error-main">
      <ErrorPage
        status={status}
        loggedIn={loggedIn}
        maintenance={inMaintenance ? maintenance(country) : null}
        onLogout={onLogout}
      />
    </main>
  );
}

const meta = {
  title: 'Errors/Error page',
  component: ErrorStory,
  args: { status: 404, loggedIn: false, maintenance: false, onLogout: fn() },
  argTypes: { status: { control: 'select', options: [404, 500, 503, 504] } },
} satisfies Meta<typeof ErrorStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound404: Story = {};

export const Unavailable503: Story = { args: { status: 503 } };

export const Timeout504: Story = { args: { status: 504 } };

/** Logged in, a 504 offers a logout besides the retry. */
export const Timeout504LoggedIn: Story = { args: { status: 504, loggedIn: true } };

/** Any other status is shown as a 504. */
export const Other500: Story = { args: { status: 500 } };

export const Maintenance503: Story = { args: { status: 503, maintenance: true } };

/** An error that is no error response: the fallback with a link home. */
export const Unexpected: Story = {
  render: () => (
    <main id="main" className="error-main">
      <UnexpectedError />
    </main>
  ),
};

/** The not-found route's page, which titles the document itself. */
export const NotFoundRoute: Story = { render: () => <NotFound /> };

export const NotFoundAllCountries: Story = {
  parameters: { frame: false },
  render: () => <SideBySide>{() => <NotFound />}</SideBySide>,
};
