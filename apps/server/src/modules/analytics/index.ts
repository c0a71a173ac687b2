export { adminAnalyticsRoutes } from './admin-analytics.routes.ts';
export { formatAnalyticsReport } from './format-analytics-report.ts';
export { readAnalyticsReport } from './read-analytics-report.ts';
