import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccessibilityView } from '../../runtime/features/accessibility/accessibility-view.js';
import { ReportForm } from '../../runtime/features/accessibility/report-form.js';
import { useCountry } from '../../runtime/shared/i18n/country-context.js';
import '../../runtime/shared/styles/public-pages.css';

/** The accessibility statement with the country's law and supervising authority (its terms). */
function StatementStory() {
  const { terms } = useCountry();
  return <AccessibilityView facts={terms.accessibility} />;
}

const meta = {
  title: 'Features/Accessibility statement',
  component: StatementStory,
  parameters: { shell: { route: 'accessibility' } },
} satisfies Meta<typeof StatementStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Statement: Story = {};

/** The barrier report on its own, as a visitor finds it. */
export const ReportBarrier: Story = { render: () => <ReportForm /> };

/**
 * Sent empty: the form's own check marks each required field with its text and moves focus to
 * the first (nothing is posted).
 */
export const ReportRefused: Story = {
  render: () => <ReportForm />,
  play: ({ canvasElement }) => {
    canvasElement.querySelector<HTMLFormElement>('form.a11y-report')?.requestSubmit();
  },
};
