export { NotificationSlot } from './components/notification-center.tsx';
export { PageLoadLogger } from './analytics/page-load-logger.tsx';
