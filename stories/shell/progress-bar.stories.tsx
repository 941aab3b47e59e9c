import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from '../../runtime/shared/shell/progress-bar.js';

/** The thin bar at the top while a navigation takes longer than the throttle. */
const meta = {
  title: 'Shell/Progress bar',
  component: ProgressBar,
  args: { shown: true },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};

export const Idle: Story = { args: { shown: false } };
