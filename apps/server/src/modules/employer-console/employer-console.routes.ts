import { api } from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import { route } from '../../http/route.ts';
import { listAdminPositions } from './list-admin-positions.ts';
import { listPositionApplications } from './list-position-applications.ts';

/** What the recruiters' console reads: the positions list and a position's pipeline. */
export const employerConsoleRoutes = (app: FastifyInstance, deps: AppDeps) => {
  route(app, api.listAdminPositions, async (request) =>
    listAdminPositions(deps, request.tenant.id, request.query),
  );
  route(app, api.listPositionApplications, async (request) =>
    listPositionApplications(deps, request.tenant.id, request.params.id),
  );
};
