import { api } from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import { route } from '../../http/route.ts';
import { listNudges } from './list-nudges.ts';

/** GET /api/pcsx/dashboard/nudges: the dashboard's "what to do next". */
export const nudgesRoutes = (app: FastifyInstance, deps: AppDeps) => {
  route(app, api.listNudges, async (request, _reply, { candidate }) => ({
    nudgesData: await listNudges(deps, {
      tenantId: request.tenant.id,
      candidateId: candidate.id,
      domain: request.tenant.domain,
    }),
  }));
};
