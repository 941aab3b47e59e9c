import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCountry } from '../../runtime/shared/i18n/country-context.js';
import { Logo } from '../../runtime/shared/shell/logo.js';

function HomeLogo({ to }: { to: 'home' | 'app' }) {
  const { country } = useCountry();
  return (
    <div className="story-pad shell-header">
      <Logo href={to === 'home' ? `/${country}` : `/${country}/app`} />
    </div>
  );
}

/** The own brand's logo: home on a click, or to the top when already there. */
const meta = {
  title: 'Shell/Logo',
  component: HomeLogo,
  args: { to: 'home' },
  argTypes: { to: { control: 'inline-radio', options: ['home', 'app'] } },
} satisfies Meta<typeof HomeLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {};

export const LoggedIn: Story = { args: { to: 'app' }, parameters: { shell: { route: 'app' } } };
