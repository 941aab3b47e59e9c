import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { globalUpdate, globalUpdateDetails } from '../../.storybook/fixtures.js';
import { useCountry } from '../../runtime/shared/i18n/country-context.js';
import {
  GlobalUpdateNotice,
  type GlobalUpdateVariant,
} from '../../runtime/shared/overlays/global-update.js';

interface UpdateArgs {
  variant: GlobalUpdateVariant;
  onRead: (id: string) => void;
}

/** A global update notice with the message in the country's language, as the API sends it. */
function UpdateStory({ variant, onRead }: UpdateArgs) {
  const { country } = useCountry();
  return (
    <div className="story-pad">
      <GlobalUpdateNotice
        message={globalUpdate(country)}
        linked={globalUpdateDetails(country)}
        variant={variant}
        onRead={onRead}
      />
    </div>
  );
}

const meta = {
  title: 'Overlays/Update notification',
  component: UpdateStory,
  args: { variant: 1, onRead: fn() },
  argTypes: { variant: { control: 'inline-radio', options: [1, 2, 3] } },
  parameters: { shell: { route: 'app' } },
} satisfies Meta<typeof UpdateStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The message alone. */
export const Variant1: Story = {};

/** With the message's action. */
export const Variant2: Story = { args: { variant: 2 } };

/** With read-more (the linked message) and a close that marks it read. */
export const Variant3: Story = { args: { variant: 3 } };
