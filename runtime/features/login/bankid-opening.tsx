/**
 * BankID's QR view as it is before its order has started: the instruction, the code's place and
 * the loading status, the same elements BankIdLogin (bankid.tsx) draws first on the other device.
 * The BankID page opens that view at once, so it is drawn into the page's HTML at build time and
 * while BankID's module loads: the instruction, the largest text of the page, no longer waits
 * for the island and BankID's module (Lighthouse's largest contentful paint of the page).
 */
import { useTexts } from '../../shared/i18n/texts.js';

/** The instruction above the QR code. */
export function QrInstruction() {
  const t = useTexts();
  return <p>{t('login.bankid.qr.instruction')}</p>;
}

/**
 * The code's place while it is not there: the code arriving pushed the hint and the buttons
 * down by its height (a layout shift of 0.08 in Lighthouse).
 */
export function QrPlaceholder() {
  return <div className="login-qr login-qr-pending" aria-hidden="true" />;
}

/** The QR view before its order has started. */
export function BankIdOpening() {
  const t = useTexts();
  return (
    <section className="login-bankid" aria-busy="true">
      <QrInstruction />
      <QrPlaceholder />
      <p role="status" className="login-hint">
        {t('common.loading')}
      </p>
    </section>
  );
}
