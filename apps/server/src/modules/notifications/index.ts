// What other parts of the server use of the notifications feature.
export { forgetCachedBadge } from './badge-cache.ts';
export { createNotification } from './create-notification.ts';
