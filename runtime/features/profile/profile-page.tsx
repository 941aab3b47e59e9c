/**
 * The frame of every profile page: its heading (the route's title), an introduction, the
 * announcements of what just changed, and the loading and failure states of its data.
 */
import type { ReactNode } from 'react';
import type { MessageId } from '../../../generated/messages/index.js';
import { useTexts } from '../../shared/i18n/texts.js';
import './profile.css';

export function ProfilePage({
  title,
  intro,
  children,
}: {
  title: MessageId;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const t = useTexts();
  return (
    <div className="profile-page">
      <h1>{t(title)}</h1>
      {intro && <p className="profile-lead">{intro}</p>}
      {children}
    </div>
  );
}

/**
 * What a page says about its data: loading, or the failure text. Returns null once the data is
 * there, so a page writes `const state = <DataState ...>; if (!data) return state;`.
 */
export function DataState({
  pending,
  failed,
  failure,
}: {
  pending: boolean;
  failed: boolean;
  failure: MessageId;
}) {
  const t = useTexts();
  if (failed) {
    return (
      <p className="profile-error" role="alert">
        {t(failure)}
      </p>
    );
  }
  if (pending) {
    return (
      <p className="profile-loading" role="status">
        {t('common.loading')}
      </p>
    );
  }
  return null;
}

/**
 * The page's announcement of what just happened: polite for news, assertive for a refusal. The
 * region is in the page from the start, so screen readers hear what is put into it.
 */
export function Announcement({
  notice,
}: {
  notice: { text: string; tone: 'info' | 'error' } | null;
}) {
  return (
    <>
      <p className="profile-notice" role="status">
        {notice?.tone === 'info' ? notice.text : ''}
      </p>
      <p className="profile-notice profile-notice-error" role="alert">
        {notice?.tone === 'error' ? notice.text : ''}
      </p>
    </>
  );
}
