import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SideBySide } from '../../.storybook/side-by-side.js';
import PublicLayout from '../../runtime/routes/layouts/public.js';
import { CookieBanner } from '../../runtime/shared/tracking/cookie-banner.js';

const meta = {
  title: 'Tracking/Cookie banner',
  component: CookieBanner,
  args: { onChoose: fn() },
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Banner: Story = {};

/** A first visit: no choice stored, so the app itself places the banner over the page. */
export const FirstVisit: Story = {
  parameters: { consent: null },
  render: () => <PublicLayout />,
};

export const AllCountries: Story = {
  parameters: { frame: false },
  render: (args) => <SideBySide>{() => <CookieBanner {...args} />}</SideBySide>,
};
