import { api } from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import { forbidden } from '../../http/app-error.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { route } from '../../http/route.ts';
import { requestTenantAddress, tenantUrl } from '../../http/tenant-address.ts';
import { loadOpenPosition, positionPath } from '../positions/index.ts';
import { toApplyJob } from './to-apply-job.ts';

/**
 * PCSx's older job API as a PCSx site answers it: one position at /api/apply/v2/jobs/{id}, and
 * the list refused with 403, which clients take as the sign to list with /api/pcsx/search.
 */
export const applyJobRoutes = (app: FastifyInstance, deps: AppDeps) => {
  route(app, api.getApplyJob, async (request) => {
    const { tenant } = request;
    const position = await loadOpenPosition(deps.db, tenant.id, request.params.id);
    const address = requestTenantAddress(request, tenant, deps.config.publicUrl);
    return toApplyJob(position, {
      language: requestLanguage(request),
      publicUrl: tenantUrl(address, positionPath(position.id)),
      domain: tenant.domain,
    });
  });

  route(app, api.listApplyJobs, () => {
    throw forbidden('Not authorized for PCSX: this site lists its positions at /api/pcsx/search.');
  });
};
