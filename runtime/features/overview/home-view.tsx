/**
 * The logged-in home (spec 2 app): a greeting with the number of payments due, the first 3
 * purchases and the quick invoice list (short: 5 invoices, newest due date first; core §9), each
 * with a way on to all of them.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { customerInfoQuery } from '../../../generated/api/queries/getCustomerInfo.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { href } from '../../shared/routing/href.js';
import { appTransport } from '../../shared/api/transport.js';
import { ItemList } from './item-list.js';
import { OverviewPage } from './page-state.js';
import { homePurchases, paymentsDueCount, quickInvoices } from './sections.js';

export function HomeView() {
  const t = useTexts();
  const { country } = useCountry();
  const customer = useQuery({ ...customerInfoQuery(appTransport), staleTime: Infinity });
  const firstName = customer.data?.customerInfo.firstName;
  return (
    <OverviewPage
      titleId="route.app.title"
      lead={firstName ? t('page.appHome.greeting', { firstName }) : undefined}
    >
      {(data, context) => (
        <>
          <p className="ov-due">
            {t('page.appHome.paymentsDue', { count: paymentsDueCount(data) })}
          </p>
          <section className="ov-section" aria-labelledby="ov-home-purchases">
            <h2 id="ov-home-purchases">{t('page.appHome.latestPurchases')}</h2>
            <ItemList items={homePurchases(data)} empty={t('page.appHome.noPurchases')} />
            <p>
              <Link to={href(country, 'app-purchases')}>{t('page.appHome.allPurchases')}</Link>
            </p>
          </section>
          <section className="ov-section" aria-labelledby="ov-home-invoices">
            <h2 id="ov-home-invoices">{t('page.appHome.invoices')}</h2>
            <ItemList
              items={quickInvoices(data, { ...context, short: true })}
              empty={t('page.appHome.noInvoices')}
            />
            <p>
              <Link to={href(country, 'app-payments-overview')}>
                {t('page.appHome.allPayments')}
              </Link>
            </p>
          </section>
        </>
      )}
    </OverviewPage>
  );
}
