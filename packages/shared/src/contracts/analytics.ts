import { defineEndpoints } from '../api/endpoint.ts';
import { analyticsQuerySchema, analyticsReportSchema } from './vslog.ts';

export const analyticsEndpoints = defineEndpoints({
  getAnalyticsReport: {
    method: 'GET',
    path: '/api/admin/analytics',
    summary:
      'Page views by page and day, top positions, visits by UTM source, applications and conversion per position over `days` days',
    tags: ['admin'],
    access: 'admin',
    permission: 'analytics',
    query: analyticsQuerySchema,
    data: analyticsReportSchema,
  },
});
