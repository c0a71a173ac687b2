import { api } from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import { route } from '../../http/route.ts';
import { listSavedPositions } from './list-saved-positions.ts';
import { savePosition } from './save-position.ts';

/** The signed-in candidate's saved positions. */
export const savedPositionsRoutes = (app: FastifyInstance, deps: AppDeps) => {
  route(app, api.listSavedPositions, async (request, _reply, { candidate }) => ({
    positions: await listSavedPositions(deps.db, candidate.id, request.tenant.id),
  }));

  route(app, api.savePosition, async (request, _reply, { candidate }) =>
    savePosition(deps, {
      tenantId: request.tenant.id,
      candidateId: candidate.id,
      positionId: request.body.position_id,
      isSaved: request.body.isSaved,
    }),
  );
};
