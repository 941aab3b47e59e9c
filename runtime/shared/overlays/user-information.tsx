/**
 * The user-information dialog (spec 2: title, message, bullets, action, footer), drawn from a
 * UserInformationPopup message as overlay content:
 * `open((props) => <UserInformationDialog message={m} {...props} />)`.
 */
import { Link } from 'react-router';
import type { UserMessage } from '../../../generated/entities/types.js';
import { useCountry } from '../i18n/country-context.js';
import { useTexts } from '../i18n/texts.js';
import { messageHref } from './app-href.js';
import type { OverlayContentProps } from './modal.js';

export interface UserInformationProps extends OverlayContentProps {
  readonly message: UserMessage;
}

export function UserInformationDialog({ message, titleId, close }: UserInformationProps) {
  const t = useTexts();
  const { country } = useCountry();
  const href = messageHref(message.ctaRoute, country);
  return (
    <>
      <h2 id={titleId}>{message.title}</h2>
      <p>{message.message}</p>
      {message.bullets && message.bullets.length > 0 && (
        <ul>
          {message.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      )}
      <div className="overlay-actions">
        {href && message.buttonText ? (
          <Link className="overlay-button" to={href} onClick={close} data-autofocus="">
            {message.buttonText}
          </Link>
        ) : (
          <button type="button" className="overlay-button" onClick={close} data-autofocus="">
            {message.buttonText ?? t('common.close')}
          </button>
        )}
      </div>
      {message.footerText && <p className="overlay-footer">{message.footerText}</p>}
    </>
  );
}
