import { defineEndpoints } from '../api/endpoint.ts';
import { analyticsQuerySchema, analyticsReportSchema } from './vslog.ts';

export const analyticsEndpoints = defineEndpoints({
  getAnalyticsReport: {
    method: 'GET',
    path: '/api/admin/analytics',
    summary: 'Page views by page, top positions and visits by UTM source over `days` days',
    tags: ['admin'],
    access: 'admin',
    permission: 'analytics',
    query: analyticsQuerySchema,
    data: analyticsReportSchema,
  },
});
