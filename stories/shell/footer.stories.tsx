import type { Meta, StoryObj } from '@storybook/react-vite';
import { LOGGED_OUT, loggedIn } from '../../.storybook/fixtures.js';
import { SideBySide } from '../../.storybook/side-by-side.js';
import { Footer } from '../../runtime/shared/shell/footer.js';
import { SessionContext } from '../../runtime/shared/session/session.js';

interface FooterArgs {
  loggedIn: boolean;
  countrySelector: boolean;
}

function FooterStory({ loggedIn: isLoggedIn, countrySelector }: FooterArgs) {
  return (
    <SessionContext.Provider value={isLoggedIn ? loggedIn(3) : LOGGED_OUT}>
      <Footer countrySelector={countrySelector} />
    </SessionContext.Provider>
  );
}

const meta = {
  title: 'Shell/Footer',
  component: FooterStory,
  args: { loggedIn: false, countrySelector: true },
} satisfies Meta<typeof FooterStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Public: Story = {};

export const WithoutCountrySelector: Story = { args: { countrySelector: false } };

export const LoggedIn: Story = {
  args: { loggedIn: true, countrySelector: false },
  parameters: { shell: { route: 'app' } },
};

export const AllCountries: Story = {
  parameters: { frame: false },
  render: (args) => <SideBySide>{() => <FooterStory {...args} />}</SideBySide>,
};
