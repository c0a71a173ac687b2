import type { Notification } from '@careers/shared';
import type { MouseEvent } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { withPageLanguage } from '@/lib/i18n/page-language-links.ts';
import { formatTimeAgo } from '../lib/format-time-ago.ts';
import styles from './notification-center.module.css';

export type NotificationCardProps = {
  notification: Notification;
  now: number;
  onOpen: (notification: Notification) => void;
};

/** One notification: category, 'Action required', message, how long ago and the unread dot. */
export const NotificationCard = ({ notification, now, onOpen }: NotificationCardProps) => {
  const { t, i18n } = useTranslation('notifications');
  const timeAgo = formatTimeAgo(notification.createdAt, now, i18n.language);
  const isUnread = !notification.isClicked;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // a modified click opens a new tab as usual; it still counts as clicked
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) {
      onOpen({ ...notification, redirectUrl: '' });
      return;
    }
    event.preventDefault();
    onOpen(notification);
  };
  return (
    <li className={styles.item}>
      <a
        className={styles.card}
        href={withPageLanguage(notification.redirectUrl) || '#'}
        onClick={handleClick}
        data-unread={isUnread || undefined}
      >
        <span className={styles.cardTop}>
          <span className={styles.category}>{notification.categoryTitle}</span>
          {notification.isActionRequired ? (
            <span className={styles.actionRequired}>{t('actionRequired')}</span>
          ) : null}
        </span>
        <span className={styles.message}>{notification.message}</span>
        <time className={styles.time} dateTime={notification.createdAt}>
          {timeAgo ?? t('justNow')}
        </time>
        {isUnread ? (
          <span className={styles.unreadDot} role="img" aria-label={t('unread')} />
        ) : null}
      </a>
    </li>
  );
};
