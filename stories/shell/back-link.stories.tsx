import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCountry } from '../../runtime/shared/i18n/country-context.js';
import { BackLink } from '../../runtime/shared/shell/back-link.js';

/** Back to the app start page of the country shown (the fallback when there is no history). */
function BackToApp({ history }: { history: boolean }) {
  const { country } = useCountry();
  return (
    <div className="story-pad shell-header">
      <BackLink href={`/${country}/app`} history={history} />
    </div>
  );
}

/** Back a step in history when the visitor came from the previous page, else to its fallback. */
const meta = {
  title: 'Shell/Back link',
  component: BackToApp,
  args: { history: false },
  parameters: { shell: { route: 'app-notifications' } },
} satisfies Meta<typeof BackToApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ToFallback: Story = {};

export const HistoryStep: Story = { args: { history: true } };
