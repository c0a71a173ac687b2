import { api } from '@careers/shared';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import { route } from '../../http/route.ts';
import { readResumeFile } from '../profile/index.ts';
import { findTenantCandidate, getAdminCandidate } from './get-admin-candidate.ts';
import { searchCandidates } from './search-candidates.ts';

/** The recruiters' candidates: search, one candidate, and their resume files. */
export const adminCandidatesRoutes = (app: FastifyInstance, deps: AppDeps) => {
  route(app, api.searchCandidates, async (request) =>
    searchCandidates(deps, request.tenant.id, request.query),
  );

  route(app, api.getAdminCandidate, async (request) =>
    getAdminCandidate(deps, request.tenant.id, request.params.id),
  );

  route(app, api.downloadCandidateResume, async (request, reply) => {
    const tenantId = request.tenant.id;
    const candidate = await findTenantCandidate(deps, tenantId, request.params.id);
    const file = await readResumeFile(
      deps,
      { tenantId, candidateId: candidate.id },
      request.params.resumeId,
    );
    return reply
      .type(file.contentType)
      .header('Content-Disposition', contentDisposition(file.fileName))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(Buffer.from(file.content));
  });
};
