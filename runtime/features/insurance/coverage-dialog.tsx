/** One coverage popup (spec 001 §2, Denmark): who is covered and how, with a close button. */
import { useTexts } from '../../shared/i18n/texts.js';
import type { OverlayContentProps } from '../../shared/overlays/modal.js';

export default function CoverageDialog({
  title,
  body,
  close,
  titleId,
}: OverlayContentProps & { readonly title: string; readonly body: string }) {
  const t = useTexts();
  return (
    <div className="in-dialog" data-coverage-dialog="">
      <h2 id={titleId}>{title}</h2>
      <p>{body}</p>
      <div className="in-actions">
        <button type="button" className="in-button" data-autofocus="" onClick={close}>
          {t('common.close')}
        </button>
      </div>
    </div>
  );
}
