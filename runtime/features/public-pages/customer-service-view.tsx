/** The customer-service page's content: opening hours, self-service, questions, timings. */
import { useTexts } from '../../shared/i18n/texts.js';
import { PrefetchLink } from '../../shared/ui/prefetch-link.js';
import type { CustomerServiceSlice } from '../../shared/terms/customer-service-slice.js';
import { GoodToKnow } from './good-to-know.js';

export function CustomerServiceView({ data }: { data: CustomerServiceSlice }) {
  const t = useTexts();
  const hours = data.openingHours;
  return (
    <article className="pp-page">
      <h1>{t('route.customerService.title')}</h1>
      <p className="pp-lead">{t('page.customerService.intro')}</p>

      <section aria-labelledby="cs-hours">
        <h2 id="cs-hours">
          {t('page.customerService.hours.title', { appliesTo: hours?.appliesTo ?? 'other' })}
        </h2>
        {hours ? (
          <>
            <p>{t(hours.messageId, { hours: hours.phrase })}</p>
            <table className="pp-facts">
              <caption>{t('page.customerService.hours.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('page.customerService.hours.days')}</th>
                  <th scope="col">{t('page.customerService.hours.time')}</th>
                </tr>
              </thead>
              <tbody>
                {hours.rows.map((row) => (
                  <tr key={row.days}>
                    <th scope="row">{row.days}</th>
                    <td>{row.time}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : (
          // The terms say support is open on weekdays without giving the hours.
          <p>{t('page.customerService.hours.weekdays')}</p>
        )}
      </section>

      <section aria-labelledby="cs-self">
        <h2 id="cs-self">{t('page.customerService.contact.title')}</h2>
        <p>{t('page.customerService.contact.body')}</p>
        <p>
          <PrefetchLink className="pp-action" to={data.loginHref}>
            {t('route.login.title')}
          </PrefetchLink>
        </p>
      </section>

      {data.faqHref && (
        <section aria-labelledby="cs-faq">
          <h2 id="cs-faq">{t('page.customerService.faq.title')}</h2>
          <ul className="pp-links">
            <li>
              <PrefetchLink to={data.faqHref}>
                {t('page.customerService.faq.privateLoan')}
              </PrefetchLink>
            </li>
          </ul>
        </section>
      )}

      <section aria-labelledby="cs-debt">
        <h2 id="cs-debt">{t('page.customerService.debtCollection.title')}</h2>
        <p>{t('error.debtCollection')}</p>
      </section>

      <GoodToKnow data={data} />
    </article>
  );
}
