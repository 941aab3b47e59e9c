import type { Meta, StoryObj } from '@storybook/react-vite';
import { CountrySelector } from '../../runtime/shared/shell/country-selector.js';

/**
 * The footer's country button and its dialog (the page in the other countries' languages).
 * Its links are full page loads in the app; in Storybook they leave the story.
 */
const meta = {
  title: 'Shell/Country selector',
  component: CountrySelector,
  decorators: [
    (Story) => (
      <div className="story-pad shell-footer">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CountrySelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnHome: Story = {};

/** On a page that exists in every country the links keep the page. */
export const OnAboutUs: Story = { parameters: { shell: { route: 'about-us' } } };

/** The dialog opened, as after pressing the button. */
export const Open: Story = {
  play: ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('.shell-country-button')?.click();
  },
};
