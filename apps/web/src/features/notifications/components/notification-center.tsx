import { createPortal } from 'react-dom';
import { useBootData } from '@/lib/boot-data/index.ts';
import { useNotificationsBootData } from '@/lib/data/notifications.ts';
import { NOTIFICATION_ANCHOR_ID, useNotificationAnchor } from '../hooks/use-notification-anchor.ts';
import { NotificationBell } from './notification-bell.tsx';

/** Where the navbar wants the bell: an empty element the centre renders into. */
export const NotificationAnchor = () => <span id={NOTIFICATION_ANCHOR_ID} />;

/**
 * The notification centre: only for a signed-in candidate when the tenant enables in-app
 * notifications (`notificationsConfig`). It renders into the navbar's anchor once found.
 */
export const NotificationCenter = () => {
  const { isLoggedIn } = useBootData();
  const bootData = useNotificationsBootData({ isEnabled: isLoggedIn }).data;
  const isShown = Boolean(
    isLoggedIn && bootData?.isLoggedIn && bootData.enableCandidateInappNotifications,
  );
  const anchor = useNotificationAnchor(isShown);
  if (!isShown || !anchor || !bootData) return null;
  return createPortal(
    <NotificationBell hasActionRequiredTab={bootData.hasActionRequiredNotificationsConfigured} />,
    anchor,
  );
};

/** The navbar's slot: the anchor, and the centre that renders into it (or into a custom one). */
export const NotificationSlot = () => (
  <>
    <NotificationAnchor />
    <NotificationCenter />
  </>
);
