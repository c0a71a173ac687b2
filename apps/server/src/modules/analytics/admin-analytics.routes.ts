import { analyticsQuerySchema, analyticsReportResponseSchema } from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { adminOnly } from '../../plugins/app/require-admin.ts';
import { readAnalyticsReport } from './read-analytics-report.ts';

/** Employer side: the analytics report as JSON (the same as `npm run analytics`). */
export const adminAnalyticsRoutes = (app: FastifyInstance, deps: AppDeps) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/analytics',
    {
      preValidation: adminOnly(deps),
      schema: {
        tags: ['admin'],
        security: [{ apiToken: [] }, { session: [] }],
        summary: 'Page views by page, top positions and visits by UTM source over `days` days',
        querystring: analyticsQuerySchema,
        response: { 200: analyticsReportResponseSchema },
      },
    },
    async (request) => ({
      data: await readAnalyticsReport(deps, {
        tenantId: request.tenant.id,
        domain: request.tenant.domain,
        days: request.query.days,
      }),
    }),
  );
};
