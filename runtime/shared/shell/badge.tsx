import { badgeDisplay, type BadgeId } from '../../../generated/navigation.js';
import { useTexts } from '../i18n/texts.js';

/**
 * A count on the menu toggle or a menu link (spec 2): 1 to 99 as text, above that a bubble
 * without text; screen readers get the sentence ("3 new notifications") instead of the digits.
 */
export function Badge({ badge, count, id }: { badge: BadgeId; count: number; id?: string }) {
  const t = useTexts();
  const display = badgeDisplay(badge, count);
  if (display.kind === 'none') return null;
  const label = t(display.messageId, { count });
  return (
    <span id={id} className={display.kind === 'text' ? 'badge' : 'badge badge-overflow'}>
      {display.kind === 'text' && <span aria-hidden="true">{display.text}</span>}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
