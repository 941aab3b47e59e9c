import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConsentSettingsButton } from '../../runtime/shared/tracking/consent-settings.js';

/** Pressing the button asks the cookie question again: the app's banner appears. */
const meta = {
  title: 'Tracking/Consent settings button',
  component: ConsentSettingsButton,
  args: { className: 'shell-footer-button' },
  decorators: [
    (Story) => (
      <div className="story-pad">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConsentSettingsButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AfterAChoice: Story = {};
