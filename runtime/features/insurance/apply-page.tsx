/**
 * A brand's application page (app/ppi/{brand}, flow insurance of schema/flows.yaml): the cover,
 * who can take it, what it costs this customer a month (the terms' percent of the konto's debt,
 * at least the minimum) and that it is voluntary, then the application popup. Only a konto can
 * carry it (spec 000 §6): without one at the brand, or when it is already insured, the page says
 * so instead. The failure's retry comes back here, to the button that opens the popup.
 *
 * This page is no invoice or purchase, so it runs no step overlay: the application is an overlay
 * of its own and the outcomes are the flow table's dialogs (shared/flows outcome-store), as on the
 * refund page.
 */
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { BrandSlug } from '../../../generated/brands.js';
import type { InvoiceAccount } from '../../../generated/entities/types.js';
import { brandName } from '../../shared/domain/account-brand.js';
import { useAppFormat } from '../../shared/i18n/app-format.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useFormat } from '../../shared/i18n/public-format.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { useOverlays } from '../../shared/overlays/provider.js';
import { GuardedButton } from '../../shared/platform/guarded-click.js';
import { href } from '../../shared/routing/href.js';
import { LoadFailed, Loading } from '../../shared/ui/payments-state.js';
import { CoverageSection } from './coverage-section.js';
import { Cover, DocumentsSection, Eligibility } from './ppi-view.js';
import { ppiSlice, type PpiSlice } from './ppi-slice.js';
import { applicationState, monthlyPremiumMinor } from './rules.js';
import { useInsuranceAccounts } from './use-accounts.js';
import './insurance.css';

const ApplyDialog = lazy(() => import('./apply-dialog.js'));

export function ApplyPage({ brand }: { brand: BrandSlug }) {
  const t = useTexts();
  const read = useInsuranceAccounts();
  return (
    <div className="in-page">
      <h1>{t('page.ppi.brand.title', { brand: brandName(brand) })}</h1>
      {read.status === 'pending' ? (
        <Loading />
      ) : read.status === 'error' ? (
        <LoadFailed />
      ) : (
        <ApplyState accounts={read.accounts} brand={brand} />
      )}
    </div>
  );
}

function ApplyState({
  accounts,
  brand,
}: {
  accounts: readonly InvoiceAccount[];
  brand: BrandSlug;
}) {
  const t = useTexts();
  const { country, terms } = useCountry();
  const state = applicationState(accounts, brand, terms);
  const name = brandName(brand);
  switch (state.kind) {
    case 'notOffered':
      return <p className="in-note">{t('page.ppi.app.notOffered')}</p>;
    case 'noKonto':
      return (
        <div className="in-note" role="note" data-testid="ppi-not-eligible">
          <p>{t('page.ppi.app.noKontoAt', { brand: name })}</p>
          <p>
            <Link to={href(country, 'app-ppi')}>{t('page.ppi.app.allKontos')}</Link>
          </p>
        </div>
      );
    case 'insured':
      return (
        <div className="in-note" role="note" data-testid="ppi-already-insured">
          <p>{t('page.ppi.app.alreadyInsured', { brand: name })}</p>
          <p>
            <Link to={href(country, 'app-my-insurance-brand', { brand })}>
              {t('page.ppi.insured.action')}
            </Link>
          </p>
        </div>
      );
    case 'canApply':
      return <Application account={state.account} brand={brand} slice={ppiSlice(country, terms)} />;
  }
}

function Application({
  account,
  brand,
  slice,
}: {
  account: InvoiceAccount;
  brand: BrandSlug;
  slice: PpiSlice;
}) {
  const t = useTexts();
  const f = useFormat();
  const money = useAppFormat().money;
  const { country, terms } = useCountry();
  const { open } = useOverlays();
  const client = useQueryClient();
  const insurance = slice.insurance;
  const name = brandName(brand);
  const minimum = terms.insurance.available ? terms.insurance.premium.minMonthlyAmount : null;
  const premium =
    insurance && minimum
      ? monthlyPremiumMinor(
          Math.round(account.balance * 100),
          insurance.premium.percent,
          minimum.minor,
        ) / 100
      : null;

  const apply = () => {
    let waiting = false;
    open(
      (props) => (
        <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
          <ApplyDialog
            {...props}
            brand={brand}
            accountNumber={account.accountNumber}
            premium={premium === null ? null : money(premium)}
            retryHref={href(country, 'app-ppi-brand', { brand })}
            onDone={() => client.invalidateQueries()}
            onBusy={(busy) => (waiting = busy)}
          />
        </Suspense>
      ),
      { role: 'dialog', placement: 'right', busy: () => waiting },
    );
  };

  if (!insurance) return null;
  return (
    <>
      <p className="pp-lead">{t('page.ppi.apply.intro', { brand: name })}</p>
      <p>{t('page.ppi.voluntary')}</p>
      <dl className="in-facts" data-testid="ppi-offer">
        <dt>{t('page.ppi.myInsurance.coveredAccount')}</dt>
        <dd>{account.accountNumber}</dd>
        <dt>{t('page.ppi.summary.premium')}</dt>
        <dd>
          {t('page.ppi.info.premium', {
            percent: f.percent(insurance.premium.percent),
            minAmount: f.money(insurance.premium.minMonthly),
          })}
        </dd>
        {premium !== null && (
          <>
            <dt>{t('page.ppi.app.premiumNow')}</dt>
            <dd data-testid="ppi-premium-now">
              {t('page.ppi.app.premiumNowValue', {
                premium: money(premium),
                balance: money(account.balance),
              })}
            </dd>
          </>
        )}
      </dl>
      <GuardedButton
        className="in-button in-button-primary"
        aria-haspopup="dialog"
        data-testid="ppi-apply"
        onClick={apply}
      >
        {t('page.ppi.info.apply')}
      </GuardedButton>
      <Cover insurance={insurance} />
      <Eligibility insurance={insurance} />
      {slice.coverage && <CoverageSection coverage={slice.coverage} />}
      <DocumentsSection documents={slice.documents} />
    </>
  );
}
