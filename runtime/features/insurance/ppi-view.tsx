/** The insurance pages' content: the general page and a brand's page share the information. */
import type { MessageId } from '../../../generated/messages/index.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { PrefetchLink } from '../../shared/ui/prefetch-link.js';
import { FactsTable } from '../../shared/ui/facts-table.js';
import { useFormat } from '../../shared/i18n/public-format.js';
import { CancellationAndContact, ClaimsSection, CoverageSection } from './insurance-info.js';
import type { PpiBrandSlice, PpiDocument, PpiPageSlice, PpiSlice, PpiTerms } from './ppi-slice.js';

const documentText: Record<PpiDocument['kind'], MessageId> = {
  terms: 'page.ppi.documents.terms',
  productInformation: 'page.ppi.documents.productInformation',
};

export function Cover({ insurance }: { insurance: PpiTerms }) {
  const t = useTexts();
  const f = useFormat();
  const { cover } = insurance;
  return (
    <section aria-labelledby="ppi-cover">
      <h2 id="ppi-cover">{t('page.ppi.info.cover.title')}</h2>
      <ul>
        <li>{t('page.ppi.info.cover.death', { maxAmount: f.money(cover.deathMax) })}</li>
        <li>
          {t('page.ppi.info.cover.sicknessOrUnemployment', {
            days: cover.sicknessOrUnemployment.afterDays,
            months: cover.sicknessOrUnemployment.maxMonths,
          })}
        </li>
        <li>{t('page.ppi.info.cover.hospital', { days: cover.hospitalAfterDays })}</li>
        {cover.stayAbroadMonths !== null && (
          <li>{t('page.ppi.info.cover.stayAbroad', { months: cover.stayAbroadMonths })}</li>
        )}
        {cover.maxMonthlyAmounts !== null && (
          <li>{t('page.ppi.info.cover.maxMonthlyAmounts', { count: cover.maxMonthlyAmounts })}</li>
        )}
      </ul>
    </section>
  );
}

export function Eligibility({ insurance }: { insurance: PpiTerms }) {
  const t = useTexts();
  const e = insurance.eligibility;
  const items: MessageId[] = [
    ...(e.privatePerson ? (['page.ppi.info.eligibility.privatePerson'] as const) : []),
    ...(e.konto ? (['page.ppi.info.eligibility.konto'] as const) : []),
    ...(e.resident ? (['page.ppi.info.eligibility.resident'] as const) : []),
    ...(e.noOverlappingInsurance
      ? (['page.ppi.info.eligibility.noOverlappingInsurance'] as const)
      : []),
  ];
  return (
    <section aria-labelledby="ppi-eligibility">
      <h2 id="ppi-eligibility">{t('page.ppi.info.eligibility.title')}</h2>
      <ul>
        {items.map((id) => (
          <li key={id}>{t(id)}</li>
        ))}
      </ul>
    </section>
  );
}

/** Premium, cover, eligibility, documents and how to apply: the same on every insurance page. */
function PpiInfo({ data }: { data: PpiSlice }) {
  const t = useTexts();
  const f = useFormat();
  const insurance = data.insurance;
  if (!insurance) return null;
  const { premium } = insurance;
  return (
    <>
      <p className="pp-lead">{t('page.ppi.info.intro')}</p>
      <p>{t('page.ppi.voluntary')}</p>
      <p>
        {t('page.ppi.info.premium', {
          percent: f.percent(premium.percent),
          minAmount: f.money(premium.minMonthly),
        })}
      </p>
      <FactsTable
        caption={t('page.ppi.summary.caption')}
        facts={[
          {
            label: t('page.ppi.summary.premium'),
            value: t('page.ppi.summary.premiumValue', { percent: f.percent(premium.percent) }),
          },
          { label: t('page.ppi.summary.minPremium'), value: f.money(premium.minMonthly) },
          { label: t('page.ppi.summary.deathMax'), value: f.money(insurance.cover.deathMax) },
        ]}
      />
      <Cover insurance={insurance} />
      <Eligibility insurance={insurance} />
      {data.coverage && <CoverageSection coverage={data.coverage} />}
      {data.documents.length > 0 && (
        <section aria-labelledby="ppi-documents">
          <h2 id="ppi-documents">{t('page.ppi.documents.title')}</h2>
          <ul className="pp-links">
            {data.documents.map((doc) => (
              <li key={doc.kind}>
                {/* A PDF opens beside the page, so the reader keeps their place here. */}
                <a href={doc.href} target="_blank" rel="noopener noreferrer">
                  {t(documentText[doc.kind])}
                  <span className="visually-hidden"> ({t('common.opensInNewTab')})</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ClaimsSection reports={data.claims} />
      <CancellationAndContact customerServiceHref={data.customerServiceHref} />
      <section aria-labelledby="ppi-apply">
        <h2 id="ppi-apply">{t('page.ppi.howToApply.title')}</h2>
        <p>{t('page.ppi.howToApply.body')}</p>
        <p>
          <PrefetchLink className="pp-action" to={data.loginHref}>
            {t('page.ppi.info.apply')}
          </PrefetchLink>
        </p>
      </section>
    </>
  );
}

export function PpiView({ data }: { data: PpiPageSlice }) {
  const t = useTexts();
  return (
    <article className="pp-page">
      <h1>{t('route.ppi.title')}</h1>
      <PpiInfo data={data} />
      {data.brands.length > 0 && (
        <section aria-labelledby="ppi-brands">
          <h2 id="ppi-brands">{t('page.ppi.brands.title')}</h2>
          <ul className="pp-links">
            {data.brands.map((brand) => (
              <li key={brand.href}>
                <PrefetchLink to={brand.href}>
                  {t('page.ppi.brands.link', { brand: brand.name })}
                </PrefetchLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

export function PpiBrandView({ data }: { data: PpiBrandSlice }) {
  const t = useTexts();
  return (
    <article className="pp-page">
      <h1>{t('page.ppi.brand.title', { brand: data.brandName })}</h1>
      {data.offered ? (
        <PpiInfo data={data} />
      ) : (
        <>
          <p className="pp-lead">{t('page.ppi.brand.notOffered', { brand: data.brandName })}</p>
          <p>
            <PrefetchLink to={data.generalHref}>{t('page.ppi.brand.readGeneral')}</PrefetchLink>
          </p>
        </>
      )}
    </article>
  );
}
