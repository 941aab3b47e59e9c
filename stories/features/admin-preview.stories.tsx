import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProblemsOverlay } from '../../runtime/features/admin-preview/problems-overlay.js';
import type { SourceProblem } from '../../runtime/shared/preview/preview-snapshot.js';
import { ToolbarView } from '../../runtime/features/admin-preview/toolbar-view.js';
import { useCountry } from '../../runtime/shared/i18n/country-context.js';
import { personas } from '../../sandbox/seed/personas.js';
import '../../runtime/features/admin-preview/admin-preview.css';

/** A bad edit of a country's terms and of a text, as `validate` words it. */
const PROBLEMS: readonly SourceProblem[] = [
  {
    file: 'countries/no.yaml',
    line: 42,
    column: 7,
    key: 'fees.paperInvoice.amount',
    message: 'must be a number',
    expected: 'a number of kroner, e.g. 39',
  },
  {
    file: 'content/messages/nb.yaml',
    line: 118,
    column: 1,
    key: 'page.invoices.empty',
    message: 'the text is empty',
  },
];

/**
 * The preview's toolbar (only in `selfservice preview`): the country, a login as any of the
 * country's sandbox personas, the admin page, and the sources' problems over the page.
 */
function ToolbarStory({ problems }: { problems: boolean }) {
  const { country } = useCountry();
  const ofCountry = personas
    .filter((persona) => persona.country === country)
    .map(({ civicNumber, name, shows }) => ({ civicNumber, name, shows }));
  return <ToolbarView country={country} personas={ofCountry} problems={problems ? PROBLEMS : []} />;
}

const meta = {
  title: 'Features/Admin preview toolbar',
  component: ToolbarStory,
  args: { problems: false },
} satisfies Meta<typeof ToolbarStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Toolbar: Story = {};

export const WithProblems: Story = { args: { problems: true } };

export const ProblemsAlone: Story = {
  render: () => <ProblemsOverlay problems={PROBLEMS} />,
};
