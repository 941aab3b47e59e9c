/**
 * Global update notifications (spec 2 "Other UI pieces"), drawn from a user message. The spec
 * names three variants and says only that variant 3 is dismissible, marks the message read and
 * may reveal a linked message; the others are our design: 1 is the message alone, 2 adds the
 * message's action, 3 adds read-more and the close button.
 */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { UserMessage } from '../../../generated/entities/types.js';
import { useCountry } from '../i18n/country-context.js';
import { useTexts } from '../i18n/texts.js';
import { messageHref } from './app-href.js';
import { GuardedButton } from '../platform/guarded-click.js';

export type GlobalUpdateVariant = 1 | 2 | 3;

export interface GlobalUpdateProps {
  readonly message: UserMessage;
  readonly variant: GlobalUpdateVariant;
  /** The message that `message.linkedMessage` names, when it is in the list (variant 3). */
  readonly linked?: UserMessage;
  /** Variant 3's close: the feed marks the message read (a server call or the session list). */
  readonly onRead?: (id: string) => void;
}

export function GlobalUpdateNotice({ message, variant, linked, onRead }: GlobalUpdateProps) {
  const t = useTexts();
  const { country } = useCountry();
  const id = useId();
  const [closed, setClosed] = useState(false);
  const [more, setMore] = useState(false);
  if (closed) return null;
  const href = variant >= 2 && message.buttonText ? messageHref(message.ctaRoute, country) : null;
  const showMore = variant === 3 && linked && linked.id === message.linkedMessage;
  return (
    <section className={`global-update global-update-${variant}`} aria-labelledby={`${id}t`}>
      <h2 id={`${id}t`}>{message.title}</h2>
      <p>{message.message}</p>
      {href && (
        <p>
          <Link to={href}>{message.buttonText}</Link>
        </p>
      )}
      {showMore && (
        <>
          <button
            type="button"
            className="global-update-more"
            aria-expanded={more}
            aria-controls={`${id}m`}
            onClick={() => setMore(!more)}
          >
            {t('common.readMore')}
          </button>
          <div id={`${id}m`} className="global-update-linked" hidden={!more}>
            <h3>{linked.title}</h3>
            <p>{linked.message}</p>
          </div>
        </>
      )}
      {variant === 3 && (
        <GuardedButton
          className="alert-close"
          aria-label={t('common.close')}
          onClick={() => {
            setClosed(true);
            onRead?.(message.id);
          }}
        >
          <span aria-hidden="true">×</span>
        </GuardedButton>
      )}
    </section>
  );
}
