import type { Meta, StoryObj } from '@storybook/react-vite';
import { globalUpdate, globalUpdateDetails } from '../../.storybook/fixtures.js';
import { useCountry } from '../../runtime/shared/i18n/country-context.js';
import UpdateNotices from '../../runtime/shared/shell/update-notices.js';

/**
 * The update notifications above a page, as the frame draws them from the global messages feed:
 * the linked message stays behind its notice's read-more, a read notice leaves the list.
 */
function FeedStory() {
  const { country } = useCountry();
  const details = globalUpdateDetails(country);
  const update = globalUpdate(country);
  return <UpdateNotices messages={[update, details]} />;
}

const meta = {
  title: 'Shell/Update notices',
  component: FeedStory,
  parameters: { shell: { route: 'app' } },
} satisfies Meta<typeof FeedStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One update with its linked message behind read-more. */
export const Feed: Story = {};
