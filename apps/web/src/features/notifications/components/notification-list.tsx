import type { Notification } from '@careers/shared';
import { InlineSpinner } from '@/components/spinner/inline-spinner.tsx';
import { useNotifications, type NotificationTab } from '@/lib/data/notifications.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { BellIcon } from './bell-icon.tsx';
import styles from './notification-center.module.css';
import { NotificationCard } from './notification-card.tsx';

export type NotificationListProps = {
  tab: NotificationTab;
  onOpen: (notification: Notification) => void;
};

/** The list of one tab: loading, "You're all caught up!" when empty, else the cards. */
export const NotificationList = ({ tab, onOpen }: NotificationListProps) => {
  const { t } = useTranslation('notifications');
  const { data, isPending, dataUpdatedAt } = useNotifications(tab);
  if (isPending || !data) {
    return (
      <p className={styles.status} role="status">
        <InlineSpinner />
        {t('loading')}
      </p>
    );
  }
  if (data.length === 0) {
    return (
      <div className={styles.empty}>
        <BellIcon className={styles.emptyIcon} />
        <p className={styles.emptyTitle}>{t('empty')}</p>
        <p className={styles.emptyHint}>{t('emptyHint')}</p>
      </div>
    );
  }
  return (
    <ul className={styles.list}>
      {data.map((notification) => (
        <NotificationCard
          key={notification.id}
          notification={notification}
          now={dataUpdatedAt}
          onOpen={onOpen}
        />
      ))}
    </ul>
  );
};
