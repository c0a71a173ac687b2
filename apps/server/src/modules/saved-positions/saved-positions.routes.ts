import {
  domainQuerySchema,
  savePositionBodySchema,
  savePositionResponseSchema,
  savedPositionsResponseSchema,
} from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireCandidate } from '../../plugins/app/request-context.ts';
import { listSavedPositions } from './list-saved-positions.ts';
import { savePosition } from './save-position.ts';

const tags = ['saved positions'];

/** The signed-in candidate's saved positions (spec 001 sections 3, 4 and 7). */
export const savedPositionsRoutes = (app: FastifyInstance, deps: AppDeps) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/pcsx/positions/saved',
    {
      schema: {
        tags,
        summary: 'The candidate’s saved positions, newest first; closed ones carry archived_at',
        querystring: domainQuerySchema,
        response: { 200: savedPositionsResponseSchema },
      },
    },
    async (request) => {
      const candidate = requireCandidate(request);
      return {
        data: { positions: await listSavedPositions(deps.db, candidate.id, request.tenant.id) },
      };
    },
  );

  routes.post(
    '/api/pcsx/positions/saved',
    {
      schema: {
        tags,
        summary: 'Save (isSaved true) or unsave a position',
        querystring: domainQuerySchema,
        body: savePositionBodySchema,
        response: { 200: savePositionResponseSchema },
      },
    },
    async (request) => {
      const candidate = requireCandidate(request);
      return {
        data: await savePosition(deps, {
          tenantId: request.tenant.id,
          candidateId: candidate.id,
          positionId: request.body.position_id,
          isSaved: request.body.isSaved,
        }),
      };
    },
  );
};
