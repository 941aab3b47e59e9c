import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { fn } from 'storybook/test';
import { brandBySlug } from '../../generated/brands.js';
import { FLOWS, GENERIC_FAILURE, type FlowId } from '../../generated/flows.js';
import { FlowOutcomes } from '../../runtime/shared/flows/flow-outcomes.js';
import { OutcomeContent, outcomeDialog } from '../../runtime/shared/flows/outcome-dialog.js';
import {
  clearOutcome,
  showOutcome,
  type ShownOutcome,
} from '../../runtime/shared/flows/outcome-store.js';
import { useAppFormat } from '../../runtime/shared/i18n/app-format.js';
import { useCountry } from '../../runtime/shared/i18n/country-context.js';
import '../../runtime/shared/flows/flows.css';

/** The values the outcome texts take (a new due date, the insured brand, the loan's amount). */
function useOutcomeValues(): Readonly<Record<string, string>> {
  const f = useAppFormat();
  return {
    date: f.date('2026-12-27'),
    brand: brandBySlug('skogsport').name,
    amount: f.money(50_000),
  };
}

const outcome = (flow: FlowId, id: string, values: Readonly<Record<string, string>>) =>
  ({ flow, outcome: id, values, retryHref: '#' }) satisfies ShownOutcome;

/** Every outcome dialog of every flow the country runs, as drawn inside its overlay. */
function EveryOutcome() {
  const { country } = useCountry();
  const values = useOutcomeValues();
  const shown = (Object.keys(FLOWS) as FlowId[]).flatMap((flow) =>
    FLOWS[flow].outcomes
      .filter((candidate) => (candidate.countries as readonly string[]).includes(country))
      .map((candidate) => outcome(flow, candidate.id, values)),
  );
  return (
    <div className="story-pad story-outcomes">
      {[...shown, outcome('pay', 'generic', values)].map((each) => {
        const titleId = `outcome-${each.flow}-${each.outcome}`;
        return (
          <section key={titleId} className="story-outcome" aria-labelledby={titleId}>
            <OutcomeContent
              dialog={each.outcome === 'generic' ? GENERIC_FAILURE : outcomeDialog(each, country)}
              outcome={each}
              titleId={titleId}
              act={fn().mockName('act')}
            />
          </section>
        );
      })}
    </div>
  );
}

interface OverlayArgs {
  flow: FlowId;
  outcome: string;
}

/** One outcome as the app shows it when a flow ends: in the overlay, over the page. */
function InOverlay({ flow, outcome: id }: OverlayArgs) {
  const values = useOutcomeValues();
  useEffect(() => {
    showOutcome(outcome(flow, id, values));
    return clearOutcome;
    // The values are the same texts at every draw.
  }, [flow, id]);
  return <FlowOutcomes />;
}

const meta = {
  title: 'Flows/Outcome dialogs',
  component: InOverlay,
  args: { flow: 'pay', outcome: 'fail' },
  argTypes: { flow: { control: 'select', options: Object.keys(FLOWS) } },
  parameters: { shell: { route: 'app' } },
} satisfies Meta<typeof InOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A failed payment: an alertdialog that offers only its actions. */
export const PaymentFailed: Story = {};

/** A postponed purchase: a dialog the customer can dismiss, with the new due date. */
export const PostponeSucceeded: Story = { args: { flow: 'snooze', outcome: 'success' } };

/** The move to konto: moved, or refused (Denmark's and Finland's own dialog, else the generic). */
export const MoveToKontoSucceeded: Story = { args: { flow: 'moveToKonto', outcome: 'success' } };

export const MoveToKontoRefused: Story = { args: { flow: 'moveToKonto', outcome: 'refused' } };

/** Denmark's: the income was not approved (elsewhere the move has no income check). */
export const MoveToKontoIncomeNotApproved: Story = {
  args: { flow: 'moveToKonto', outcome: 'incomefail' },
};

export const AllOutcomes: Story = { render: () => <EveryOutcome /> };
