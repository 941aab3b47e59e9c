/**
 * Payments overview (spec 2 app/payments-overview): to pay, scheduled, processing, upcoming and
 * history, each a heading with its rows; the history shows its newest rows and links to the
 * whole payment history.
 */
import { Link } from 'react-router';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { href } from '../../shared/routing/href.js';
import { ItemList } from './item-list.js';
import { OverviewPage } from './page-state.js';
import { overviewSections, type OverviewSections } from './sections.js';

const SECTIONS: readonly (keyof OverviewSections)[] = [
  'toPay',
  'scheduled',
  'processing',
  'upcoming',
  'history',
];

/** The overview's history shows this many rows; the payment history page shows them all. */
export const HISTORY_ROWS = 5;

export function PaymentsOverviewView() {
  const t = useTexts();
  const { country } = useCountry();
  return (
    <OverviewPage titleId="route.appPaymentsOverview.title" lead={t('page.paymentsOverview.intro')}>
      {(data, context) => {
        const sections = overviewSections(data, context);
        return SECTIONS.map((section) => {
          const items =
            section === 'history' ? sections.history.slice(0, HISTORY_ROWS) : sections[section];
          return (
            <section key={section} className="ov-section" aria-labelledby={`ov-${section}`}>
              <h2 id={`ov-${section}`}>{t(`page.paymentsOverview.section.${section}`)}</h2>
              <ItemList items={items} empty={t(`page.paymentsOverview.empty.${section}`)} />
              {section === 'history' && sections.history.length > 0 && (
                <p>
                  <Link to={href(country, 'app-payment-history')}>
                    {t('page.paymentsOverview.allHistory')}
                  </Link>
                </p>
              )}
            </section>
          );
        });
      }}
    </OverviewPage>
  );
}
