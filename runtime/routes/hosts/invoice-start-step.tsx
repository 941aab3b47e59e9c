/**
 * The start step ("What do you want to do?", flow start) over an invoice: the actions the invoice
 * page itself links to (features/invoices/actions.ts) in the konto-move feature's menu
 * (start-menu.tsx); two features meet here, so in the route layer. Only actions whose step this
 * version has (the layout's built steps, which the step overlay passes on), and never the start
 * step itself (a link to itself would loop).
 */
import { useFlow } from '../../shared/flows/flow-control.js';
import { opensBuiltStep } from '../../shared/flows/built-steps.js';
import { useBuiltStepIds } from '../../shared/flows/built-steps-context.js';
import { invoiceStatusOf } from '../../shared/domain/invoice-derive.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { href } from '../../shared/routing/href.js';
import { invoiceOptions } from '../../features/invoices/actions.js';
import { StartMenu } from '../../features/konto-move/start-menu.js';

const START = 'app-invoices-brand-id-steps-start';

export default function InvoiceStartStep() {
  const t = useTexts();
  const flow = useFlow();
  const built = useBuiltStepIds();
  const { country, terms } = useCountry();
  if (flow.subject?.kind !== 'invoice') return <p role="status">{t('common.loading')}</p>;
  const { account, invoice } = flow.subject;
  const params = { brand: flow.host.brand, id: flow.host.id };
  const status = invoiceStatusOf(account, invoice.invoiceDate);
  const actions = invoiceOptions(account, { ...invoice, status }, terms)
    .actions.filter(
      (action) =>
        action.route !== START && opensBuiltStep(built, country, action.route, '', action.flow),
    )
    .map((action) => ({
      id: action.id,
      // The flow query names the flow of a shared step page (steps/pay: autogiro's schedule).
      href: href(country, action.route, {
        ...params,
        ...(action.flow ? { flow: action.flow as 'autogiro' } : {}),
      }),
      messageId: `page.invoices.action.${action.id}` as const,
    }));
  return <StartMenu actions={actions} />;
}
