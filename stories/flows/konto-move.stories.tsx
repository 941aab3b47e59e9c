import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { StepStory } from '../../.storybook/flow-step.js';
import CodeStep from '../../runtime/features/konto-move/code-step.js';
import ConfirmStep from '../../runtime/features/konto-move/confirm-step.js';
import IdentificationStep from '../../runtime/features/konto-move/identification-step.js';
import IncomeStep from '../../runtime/features/konto-move/income-step.js';
import { moveSteps } from '../../runtime/features/konto-move/move-steps.js';
import { StartMenu } from '../../runtime/features/konto-move/start-menu.js';
import { purchaseActions } from '../../runtime/features/purchases/actions.js';
import { canPay } from '../../runtime/shared/domain/can-pay.js';
import { orderDisplayState } from '../../runtime/shared/domain/display-state.js';
import { useFlow } from '../../runtime/shared/flows/flow-control.js';
import { useCountry } from '../../runtime/shared/i18n/country-context.js';
import { href } from '../../runtime/shared/routing/href.js';
import '../../runtime/shared/flows/flows.css';

/**
 * The start step over a purchase: the actions the purchase allows in the country, each a link to
 * where its flow opens (as routes/hosts/purchase-start-step.tsx works them out).
 */
function StartStep() {
  const flow = useFlow();
  const { country, terms } = useCountry();
  if (flow.subject?.kind !== 'purchase') throw new Error('the start story runs over a purchase');
  const { order } = flow.subject;
  const params = { brand: flow.host.brand, id: flow.host.id };
  const actions = purchaseActions({
    order,
    state: orderDisplayState(order)?.state ?? 'new',
    canPay: canPay(order),
    country,
    terms,
  })
    .filter((action) => action.route !== 'app-purchases-brand-id-steps-start')
    .map((action) => ({
      id: action.id,
      href: `${href(country, action.route, params)}${action.hash}`,
      messageId: `page.purchases.action.${action.id}` as const,
    }));
  return <StartMenu actions={actions} />;
}

type MoveStep = 'start' | 'identification' | 'income' | 'confirm';

/** The subflow or step each story shows, and the component that draws it. */
const DRAWN = {
  signicat: { flow: 'signicat', step: 'signicat', Step: IdentificationStep },
  twoFactor: { flow: 'twoFactor', step: 'twofactor', Step: CodeStep },
  monthio: { flow: 'monthio', step: 'monthio', Step: IncomeStep },
  confirm: { flow: 'moveToKonto', step: 'confirm', Step: ConfirmStep },
} as const satisfies Record<string, { flow: string; step: string; Step: ComponentType }>;

/**
 * One step of the move to konto over the customer's purchase. The identification is the
 * country's own (the flow table's: e-ID through Signicat, Sweden's one-time code); the income
 * check is Denmark's step, drawn in every language all the same.
 */
function KontoMoveStory({ step, query }: { step: MoveStep; query?: Record<string, string> }) {
  const { country } = useCountry();
  if (step === 'start') {
    return <StepStory flow="start" step="start" Step={StartStep} on="purchase" query={query} />;
  }
  const [identification] = moveSteps(country);
  const drawn =
    step === 'identification'
      ? identification?.flow === 'twoFactor'
        ? DRAWN.twoFactor
        : DRAWN.signicat
      : step === 'income'
        ? DRAWN.monthio
        : DRAWN.confirm;
  return <StepStory {...drawn} on="purchase" query={query} />;
}

const meta = {
  title: 'Flows/Move to konto',
  component: KontoMoveStory,
  args: { step: 'start' },
  argTypes: { step: { control: 'inline-radio' } },
  parameters: {
    shell: { route: 'app-purchases-brand-id', path: '/app/purchases/skogsport/7001234' },
  },
} satisfies Meta<typeof KontoMoveStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "What do you want to do?": the purchase's actions, the move to konto among them. */
export const Start: Story = {};

export const Identification: Story = { args: { step: 'identification' } };

/** Back from the e-ID broker without identifying (Sweden's code step has no such answer). */
export const IdentificationCancelled: Story = {
  args: { step: 'identification', query: { identification: 'cancelled' } },
};

export const IncomeCheck: Story = { args: { step: 'income' } };

/** Back from the verification service: the result is asked for until it is decided. */
export const IncomeChecking: Story = {
  args: { step: 'income', query: { ref: 'mv-7001234' } },
  parameters: {
    service: { getIncomeVerification: { reference: 'mv-7001234', status: 'pending' } },
  },
};

/** What moves and on which terms (with the approved income check's reference in Denmark). */
export const Confirmation: Story = {
  args: { step: 'confirm', query: { ref: 'mv-7001234' } },
};
