import {
  positionDetailsQuerySchema,
  positionDetailsResponseSchema,
  positionOverridesResponseSchema,
  positionQuerySchema,
} from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { isPositionSaved } from '../saved-positions/is-position-saved.ts';
import { loadOpenPosition } from './load-open-position.ts';
import { toPositionDetail } from './to-position-detail.ts';

const tags = ['positions'];

/** The position a candidate reads (spec 001 section 7) and its own configuration overrides. */
export const positionDetailsRoutes = (app: FastifyInstance, deps: AppDeps) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/pcsx/position_details',
    {
      schema: {
        tags,
        summary: 'An open position: description, locations, salary, skills and isSaved',
        querystring: positionDetailsQuerySchema,
        response: { 200: positionDetailsResponseSchema },
      },
    },
    async (request) => {
      const { position_id: positionId, queried_location: queriedLocation } = request.query;
      const position = await loadOpenPosition(deps.db, request.tenant.id, positionId);
      const isSaved = await isPositionSaved(deps.db, request.session?.candidate.id, positionId);
      return { data: toPositionDetail(position, { isSaved, queriedLocation }) };
    },
  );

  routes.get(
    '/api/pcsx/overrides',
    {
      schema: {
        tags,
        summary: "The position's own position-details settings (null when it has none)",
        querystring: positionQuerySchema,
        response: { 200: positionOverridesResponseSchema },
      },
    },
    async (request) => {
      const { position_id: positionId } = request.query;
      await loadOpenPosition(deps.db, request.tenant.id, positionId);
      const overrides = request.tenant.config.overrides[String(positionId)];
      return { data: { overrides: overrides && Object.keys(overrides).length ? overrides : null } };
    },
  );
};
