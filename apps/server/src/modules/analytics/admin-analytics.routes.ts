import { api } from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import { route } from '../../http/route.ts';
import { readAnalyticsReport } from './read-analytics-report.ts';

/** Employer side: the analytics report as JSON (the same as `npm run analytics`). */
export const adminAnalyticsRoutes = (app: FastifyInstance, deps: AppDeps) => {
  route(app, api.getAnalyticsReport, async (request) =>
    readAnalyticsReport(deps, {
      tenantId: request.tenant.id,
      domain: request.tenant.domain,
      days: request.query.days,
    }),
  );
};
