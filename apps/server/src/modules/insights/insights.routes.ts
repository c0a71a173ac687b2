import { positionInsightsResponseSchema, positionQuerySchema } from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { loadOpenPosition } from '../positions/index.ts';
import { computeInsights } from './compute-insights.ts';

/** GET /api/pcsx/position_insights: what the employer's open positions say about this one. */
export const insightsRoutes = (app: FastifyInstance, deps: AppDeps) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/pcsx/position_insights',
    {
      schema: {
        tags: ['positions'],
        summary: "Posted how recently, similar roles, the family's top skills, the team's openings",
        querystring: positionQuerySchema,
        response: { 200: positionInsightsResponseSchema },
      },
    },
    async (request) => {
      const position = await loadOpenPosition(
        deps.db,
        request.tenant.id,
        request.query.position_id,
      );
      return { data: await computeInsights(deps.db, position, deps.clock.now()) };
    },
  );
};
