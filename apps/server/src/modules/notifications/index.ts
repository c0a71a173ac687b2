// What other parts of the server use of the notification centre: creating a notification when
// something happens to a candidate (README.md lists the types and their parameters), and
// dropping the cached badge after writing notification rows directly (the demo seed marks some
// as read).
export { forgetCachedBadge } from './badge-cache.ts';
export { createNotification } from './create-notification.ts';
export { wantsNotification } from './notification-preferences.ts';
