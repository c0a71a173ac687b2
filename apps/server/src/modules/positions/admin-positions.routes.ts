import { api, type AdminPosition } from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import { route } from '../../http/route.ts';
import { pingIndexNow } from '../../services/index-now/ping-index-now.ts';
import type { TenantContext } from '../../services/tenants/tenant-registry.ts';
import { closePosition, reopenPosition } from './close-position.ts';
import { createPosition } from './create-position.ts';
import { getPosition } from './get-position.ts';
import { positionPath } from './pcsx-fields.ts';
import { updatePosition } from './update-position.ts';

// A position's description is HTML of up to 100,000 characters.
const options = { bodyLimit: 512 * 1024 };

/**
 * Employer side: create, read, update, close and reopen the tenant's positions. The access hook
 * lets through an admin session or an API token (`Authorization: Bearer cst_…`) of the tenant
 * named by `domain`, before the body is validated.
 */
export const adminPositionsRoutes = (app: FastifyInstance, deps: AppDeps) => {
  // Search engines hear of a position's page once the write is done; the answer does not wait.
  const announce = (tenant: TenantContext, position: AdminPosition) => {
    void pingIndexNow({ config: deps.config, log: app.log }, tenant, [
      positionPath(position.id),
      '/careers',
    ]);
    return position;
  };

  route(
    app,
    api.createPosition,
    async (request) =>
      announce(request.tenant, await createPosition(deps, request.tenant, request.body)),
    options,
  );

  route(app, api.getPosition, async (request) =>
    getPosition(deps, request.tenant.id, request.params.id),
  );

  route(
    app,
    api.updatePosition,
    async (request) =>
      announce(
        request.tenant,
        await updatePosition(
          deps,
          request.tenant,
          request.params.id,
          request.body,
          request.query.version,
        ),
      ),
    options,
  );

  route(app, api.closePosition, async (request) =>
    announce(request.tenant, await closePosition(deps, request.tenant.id, request.params.id)),
  );

  route(app, api.reopenPosition, async (request) =>
    announce(request.tenant, await reopenPosition(deps, request.tenant.id, request.params.id)),
  );
};
