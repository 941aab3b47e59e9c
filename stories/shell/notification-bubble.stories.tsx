import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../../runtime/shared/shell/badge.js';

/** The bubble on the menu toggle and menu links: 1 to 99 as a figure, more without one. */
const meta = {
  title: 'Shell/Notification bubble',
  component: Badge,
  args: { badge: 'notifications', count: 3 },
  argTypes: { count: { control: { type: 'number', min: 0, max: 200 } } },
  decorators: [
    (Story) => (
      <div className="story-pad">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const One: Story = { args: { count: 1 } };
export const Three: Story = {};
export const NinetyNine: Story = { args: { count: 99 } };
export const MoreThan99: Story = { args: { count: 120 } };
/** Zero draws nothing. */
export const None: Story = { args: { count: 0 } };
