export { createNotification } from './create-notification.ts';
