import { api } from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { route } from '../../http/route.ts';
import { closePosition, reopenPosition } from './close-position.ts';
import { createPosition } from './create-position.ts';
import { getPosition } from './get-position.ts';
import { updatePosition } from './update-position.ts';

// A position's description is HTML of up to 100,000 characters.
const options = { bodyLimit: 512 * 1024 };

/**
 * Employer side: create, read, update, close and reopen the tenant's positions. The access hook
 * lets through an admin session or an API token (`Authorization: Bearer cst_…`) of the tenant
 * named by `domain`, before the body is validated.
 */
export const adminPositionsRoutes = (app: FastifyInstance, deps: AppDeps) => {
  route(
    app,
    api.createPosition,
    async (request) => createPosition(deps, request.tenant.id, request.body),
    options,
  );

  route(app, api.getPosition, async (request) =>
    getPosition(deps, request.tenant.id, request.params.id),
  );

  route(
    app,
    api.updatePosition,
    async (request) => updatePosition(deps, request.tenant.id, request.params.id, request.body),
    options,
  );

  route(app, api.closePosition, async (request) =>
    closePosition(deps, request.tenant.id, request.params.id),
  );

  route(app, api.reopenPosition, async (request) =>
    reopenPosition(deps, request.tenant.id, request.params.id),
  );
};
