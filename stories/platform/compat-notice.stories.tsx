import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SideBySide } from '../../.storybook/side-by-side.js';
import { CompatNotice } from '../../runtime/shared/platform/compat-notice.js';

const meta = {
  title: 'Platform/Old browser notice',
  component: CompatNotice,
  args: { onContinue: fn() },
} satisfies Meta<typeof CompatNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Notice: Story = {};

export const AllCountries: Story = {
  parameters: { frame: false },
  render: (args) => <SideBySide>{() => <CompatNotice {...args} />}</SideBySide>,
};
