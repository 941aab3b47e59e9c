/**
 * The start step ("What do you want to do?", flow start) over a purchase: the actions the purchase
 * page itself links to (features/purchases/actions.ts) in the konto-move feature's menu
 * (start-menu.tsx); two features meet here, so in the route layer. Only actions whose step this
 * version has (the layout's built steps, which the step overlay passes on), and never the start
 * step itself (a link to itself would loop).
 */
import { useFlow } from '../../shared/flows/flow-control.js';
import { opensBuiltStep } from '../../shared/flows/built-steps.js';
import { useBuiltStepIds } from '../../shared/flows/built-steps-context.js';
import { canPay } from '../../shared/domain/can-pay.js';
import { orderDisplayState } from '../../shared/domain/display-state.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { href } from '../../shared/routing/href.js';
import { purchaseActions } from '../../features/purchases/actions.js';
import { StartMenu } from '../../features/konto-move/start-menu.js';

const START = 'app-purchases-brand-id-steps-start';

export default function PurchaseStartStep() {
  const t = useTexts();
  const flow = useFlow();
  const built = useBuiltStepIds();
  const { country, terms } = useCountry();
  if (flow.subject?.kind !== 'purchase') return <p role="status">{t('common.loading')}</p>;
  const { order } = flow.subject;
  const params = { brand: flow.host.brand, id: flow.host.id };
  const state = orderDisplayState(order)?.state ?? 'new';
  const actions = purchaseActions({ order, state, canPay: canPay(order), country, terms })
    .filter(
      (action) =>
        action.route !== START && opensBuiltStep(built, country, action.route, action.hash),
    )
    .map((action) => ({
      id: action.id,
      href: `${href(country, action.route, params)}${action.hash}`,
      messageId: `page.purchases.action.${action.id}` as const,
    }));
  return <StartMenu actions={actions} />;
}
