import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTexts } from '../i18n/texts.js';
import { PrefetchLink } from '../ui/prefetch-link.js';

/** Spec 2 back link: a history step back when `history`, else a link to its fallback. */
export function BackLink({ href, history }: { href: string; history: boolean }) {
  const t = useTexts();
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!history || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <PrefetchLink className="shell-back" to={href} onClick={onClick}>
      <span aria-hidden="true">←</span> {t('common.back')}
    </PrefetchLink>
  );
}
