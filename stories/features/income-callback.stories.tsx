import type { Meta, StoryObj } from '@storybook/react-vite';
import { IncomeCallbackIsland } from '../../runtime/features/konto-move/income-callback-view.js';
import '../../runtime/shared/styles/editorial.css';

/**
 * The income verification's return page as a visitor finds it with nothing in its query (no
 * reference, no way back to a purchase): the outcome is unknown, and the way on is the overview.
 */
const meta = {
  title: 'Features/Income verification return',
  component: IncomeCallbackIsland,
  parameters: { shell: { route: 'income-verification-callback' } },
} satisfies Meta<typeof IncomeCallbackIsland>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutReference: Story = {};
