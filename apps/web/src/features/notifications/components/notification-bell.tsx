import type { Notification } from '@careers/shared';
import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Modal, ModalOverlay, Popover } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { useMarkAllViewed, useMarkClicked } from '@/lib/data/notification-marks.ts';
import { useNotificationBadge } from '@/lib/data/notifications.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { withPageLanguage } from '@/lib/i18n/page-language-links.ts';
import { useIsFullscreenPanel } from '../hooks/use-is-fullscreen-panel.ts';
import { BellIcon } from './bell-icon.tsx';
import styles from './notification-center.module.css';
import { NotificationPanel } from './notification-panel.tsx';

const MAX_SHOWN_COUNT = 99;

/**
 * The bell with its unread counter. Opening resets the badge and marks all viewed; the panel is a
 * dropdown on desktop and a fullscreen modal at 1024 px and narrower.
 */
export const NotificationBell = ({ hasActionRequiredTab }: { hasActionRequiredTab: boolean }) => {
  const { t } = useTranslation('notifications');
  const [isOpen, setIsOpen] = useState(false);
  const isFullscreen = useIsFullscreenPanel();
  const count = useNotificationBadge().data ?? 0;
  const markAllViewed = useMarkAllViewed();
  const markClicked = useMarkClicked();
  const navigate = useNavigate();

  const handleOpenChange = (open: boolean) => {
    setIsOpen(open);
    if (open) markAllViewed.mutate();
  };
  const handleOpen = (notification: Notification) => {
    if (!notification.isClicked) markClicked.mutate(notification.id);
    if (!notification.redirectUrl) return;
    const url = withPageLanguage(notification.redirectUrl);
    setIsOpen(false);
    if (url.startsWith('/') && !url.startsWith('//')) void navigate(url);
    else window.location.assign(url);
  };

  const panel = (
    <Dialog className={styles.dialog} aria-label={t('title')}>
      {({ close }) => (
        <NotificationPanel
          hasActionRequiredTab={hasActionRequiredTab}
          isFullscreen={isFullscreen}
          onOpen={handleOpen}
          onClose={close}
        />
      )}
    </Dialog>
  );
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={handleOpenChange}>
      <Button
        className={styles.bell}
        aria-label={count > 0 ? t('bellWithCount', { count }) : t('bell')}
      >
        <BellIcon className={styles.bellIcon} />
        {count > 0 ? (
          <span className={styles.badge} aria-hidden="true" data-testid="notification-badge">
            {count > MAX_SHOWN_COUNT ? `${MAX_SHOWN_COUNT}+` : count}
          </span>
        ) : null}
      </Button>
      {isFullscreen ? (
        <ModalOverlay className={styles.overlay} isDismissable>
          <Modal className={styles.modal}>{panel}</Modal>
        </ModalOverlay>
      ) : (
        <Popover className={styles.popover} placement="bottom end" offset={8}>
          {panel}
        </Popover>
      )}
    </DialogTrigger>
  );
};
