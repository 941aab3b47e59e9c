/**
 * The insurance's information, on the public pages (the general page and a brand's share it) and
 * the logged-in ones (cover, conditions, coverage, damage reports, cancellation, contact): who is
 * covered under which conditions (Denmark's coverage popups, countries/*.yaml
 * insurance.coveragePopups, coverage-section.tsx), the damage-report forms, how to cancel and
 * whom to ask. On the public pages the popups are an island (coverage-island.tsx).
 */
import type { MessageId } from '../../../generated/messages/index.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { PrefetchLink } from '../../shared/ui/prefetch-link.js';
import { FactsTable } from '../../shared/ui/facts-table.js';
import { useFormat } from '../../shared/i18n/public-format.js';
import type { DamageReport, DamageReportLink } from './documents.js';
import { PublicCoverage } from './coverage-island.js';
import type { PpiBrandSlice, PpiDocument, PpiPageSlice, PpiSlice, PpiTerms } from './ppi-slice.js';
import './insurance.css';

const reportText: Record<DamageReport, MessageId> = {
  sickness: 'page.ppi.claims.sickness',
  unemployment: 'page.ppi.claims.unemployment',
  hospital: 'page.ppi.claims.hospital',
  death: 'page.ppi.claims.death',
};

/** The damage-report forms; a PDF opens beside the page, so the reader keeps their place. */
export function ClaimsSection({ reports }: { reports: readonly DamageReportLink[] }) {
  const t = useTexts();
  return (
    <section aria-labelledby="ppi-claims" data-testid="ppi-claims">
      <h2 id="ppi-claims">{t('page.ppi.claims.title')}</h2>
      <p>{t('page.ppi.claims.intro')}</p>
      <ul className="pp-links">
        {reports.map((report) => (
          <li key={report.kind}>
            <a
              href={report.href}
              type="application/pdf"
              target="_blank"
              rel="noopener noreferrer"
              data-report={report.kind}
            >
              {t(reportText[report.kind])}
              <span className="visually-hidden"> ({t('common.opensInNewTab')})</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** How to cancel (spec 001 §2 "cancellation info") and whom to ask. */
export function CancellationAndContact({ customerServiceHref }: { customerServiceHref: string }) {
  const t = useTexts();
  return (
    <>
      <section aria-labelledby="ppi-cancellation" data-testid="ppi-cancellation">
        <h2 id="ppi-cancellation">{t('page.ppi.cancellation.title')}</h2>
        <p>{t('page.ppi.cancellation.body')}</p>
      </section>
      <section aria-labelledby="ppi-contact">
        <h2 id="ppi-contact">{t('page.ppi.contact.title')}</h2>
        <p>{t('page.ppi.contact.body')}</p>
        <p>
          <PrefetchLink to={customerServiceHref}>{t('page.ppi.contact.action')}</PrefetchLink>
        </p>
      </section>
    </>
  );
}

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

/** The terms and the pre-purchase information; a PDF opens beside the page. */
export function DocumentsSection({ documents }: { documents: readonly PpiDocument[] }) {
  const t = useTexts();
  if (documents.length === 0) return null;
  return (
    <section aria-labelledby="ppi-documents">
      <h2 id="ppi-documents">{t('page.ppi.documents.title')}</h2>
      <ul className="pp-links">
        {documents.map((doc) => (
          <li key={doc.kind}>
            <a href={doc.href} type="application/pdf" target="_blank" rel="noopener noreferrer">
              {t(documentText[doc.kind])}
              <span className="visually-hidden"> ({t('common.opensInNewTab')})</span>
            </a>
          </li>
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
      {data.coverage && <PublicCoverage coverage={data.coverage} />}
      <DocumentsSection documents={data.documents} />
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
