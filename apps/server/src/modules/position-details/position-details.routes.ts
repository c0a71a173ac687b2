import { api } from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { route } from '../../http/route.ts';
import { requestTenantAddress, tenantUrl } from '../../http/tenant-address.ts';
import { isPositionSaved } from '../saved-positions/index.ts';
import { loadOpenPosition, positionPath } from '../positions/index.ts';
import { applyJobRoutes } from './apply-job.routes.ts';
import { toPositionDetail } from './to-position-detail.ts';

/** The position a candidate reads and its own configuration overrides. */
export const positionDetailsRoutes = (app: FastifyInstance, deps: AppDeps) => {
  route(app, api.getPositionDetails, async (request, _reply, { candidate }) => {
    const { position_id: positionId, queried_location: queriedLocation } = request.query;
    const position = await loadOpenPosition(deps.db, request.tenant.id, positionId);
    const isSaved = await isPositionSaved(deps.db, candidate?.id, positionId);
    const address = requestTenantAddress(request, request.tenant, deps.config.publicUrl);
    const publicUrl = tenantUrl(address, positionPath(positionId));
    const language = requestLanguage(request);
    return toPositionDetail(position, { isSaved, queriedLocation, publicUrl, language });
  });

  route(app, api.getPositionOverrides, async (request) => {
    const { position_id: positionId } = request.query;
    await loadOpenPosition(deps.db, request.tenant.id, positionId);
    const overrides = request.tenant.config.overrides[String(positionId)];
    return { overrides: overrides && Object.keys(overrides).length ? overrides : null };
  });

  applyJobRoutes(app, deps);
};
