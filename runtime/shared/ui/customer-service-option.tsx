/**
 * The customer-service option of the purchase routes (spec 2 "A customer-service option appears
 * on purchase and invoice routes"; ROUTES[...].customerServiceOption). The menu lists it too,
 * but on pages with a back link the menu toggle gives way to the back link, so the page itself
 * offers it.
 */
import type { MessageId } from '../../../generated/messages/index.js';
import { ROUTES, type RouteName } from '../../../generated/routes/table.js';
import { useCountry } from '../i18n/country-context.js';
import { useTexts } from '../i18n/texts.js';
import { href } from '../routing/href.js';

export function CustomerServiceOption({
  route,
  question,
}: {
  route: RouteName;
  question: MessageId;
}) {
  const t = useTexts();
  const { country } = useCountry();
  if (!ROUTES[route].customerServiceOption) return null;
  return (
    <p className="pu-help">
      {t(question)}{' '}
      <a href={href(country, 'customer-service')} data-customer-service-option="">
        {t('common.contactCustomerService')}
      </a>
    </p>
  );
}
