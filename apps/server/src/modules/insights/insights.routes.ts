import { api } from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import { route } from '../../http/route.ts';
import { loadOpenPosition } from '../positions/index.ts';
import { computeInsights } from './compute-insights.ts';

/** What the employer's open positions say about this one. */
export const insightsRoutes = (app: FastifyInstance, deps: AppDeps) => {
  route(app, api.getPositionInsights, async (request) => {
    const position = await loadOpenPosition(deps.db, request.tenant.id, request.query.position_id);
    return computeInsights(deps.db, position, deps.clock.now());
  });
};
