import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { userInformation } from '../../.storybook/fixtures.js';
import { useCountry } from '../../runtime/shared/i18n/country-context.js';
import { useOverlays } from '../../runtime/shared/overlays/provider.js';
import { UserInformationDialog } from '../../runtime/shared/overlays/user-information.js';

/** The user-information popup, opened through the overlay stack as the app opens it. */
function UserInformationStory({ withAction }: { withAction: boolean }) {
  const { country } = useCountry();
  // Through a ref: `open` changes whenever an overlay opens or closes, and reopening on that
  // would loop.
  const { open: current } = useOverlays();
  const open = useRef(current);
  open.current = current;
  useEffect(() => {
    const message = userInformation(country, withAction);
    return open.current((props) => <UserInformationDialog message={message} {...props} />);
  }, [country, withAction]);
  return null;
}

const meta = {
  title: 'Overlays/User information dialog',
  component: UserInformationStory,
  args: { withAction: true },
  parameters: { shell: { route: 'app' } },
} satisfies Meta<typeof UserInformationStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {};

/** Without an action of its own the button just closes it. */
export const CloseOnly: Story = { args: { withAction: false } };
