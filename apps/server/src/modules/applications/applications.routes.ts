import fastifyMultipart from '@fastify/multipart';
import { api } from '@careers/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import type { Candidate } from '../../db/schema.ts';
import { badRequest, loginRequired } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import {
  ANSWER_FILE_BODY_LIMIT,
  ANSWERS_BODY_LIMIT,
  receiveAnswerFile,
} from '../form-responses/index.ts';
import { ROUTE_RATE_LIMITS as limits } from '../../services/rate-limits/route-rate-limits.ts';
import { changeApplicationStatus } from './change-application-status.ts';
import { deleteDraftApplications, listDraftApplications } from './draft-applications.ts';
import { findApplicationForm } from './find-application-form.ts';
import { getApplicationForm } from './get-application-form.ts';
import { listApplications } from './list-applications.ts';
import { saveApplicationDraft } from './save-application-draft.ts';
import { submitApplication, type Applicant } from './submit-application.ts';

/**
 * The signed-in candidate, or null when the tenant lets visitors apply. The apply routes are
 * public for that reason; without the tenant's leave a visitor is asked to sign in (401).
 */
const candidateOrVisitor = (request: FastifyRequest, candidate: Candidate | null) => {
  if (!candidate && !request.tenant.config.applyConfig.loggedOutApplyEnabled) throw loginRequired();
  return candidate;
};

/** The apply flow, draft applications and the dashboard's applications. */
export const applicationsRoutes = (app: FastifyInstance, deps: AppDeps) => {
  route(app, api.getApplyForm, async (request, _reply, { candidate }) =>
    getApplicationForm(deps, {
      tenantId: request.tenant.id,
      candidate: candidateOrVisitor(request, candidate),
      positionId: request.query.position_id,
    }),
  );

  void app.register(async (scope) => {
    await scope.register(fastifyMultipart);
    // A file for the application's answers, by whoever may apply (see candidateOrVisitor).
    route(
      scope,
      api.uploadApplicationFile,
      async (request, _reply, caller) => {
        const candidate = candidateOrVisitor(request, caller.candidate);
        const tenantId = request.tenant.id;
        return receiveAnswerFile(deps, request, {
          loaded: await findApplicationForm(deps, tenantId),
          owner: { tenantId, candidateId: candidate?.id ?? null },
          field: request.query.field,
        });
      },
      {
        bodyLimit: ANSWER_FILE_BODY_LIMIT,
        rateLimit: deps.rateLimiter.guard(limits.uploadApplicationFile),
      },
    );
  });

  route(
    app,
    api.saveApplicationDraft,
    async (request, _reply, { candidate }) =>
      saveApplicationDraft(deps, {
        tenantId: request.tenant.id,
        candidate,
        positionId: request.body.position_id,
        answers: request.body.answers,
      }),
    {
      bodyLimit: ANSWERS_BODY_LIMIT,
      rateLimit: deps.rateLimiter.guard(limits.saveApplicationDraft),
    },
  );

  route(
    app,
    api.submitApplication,
    async (request, _reply, caller) => {
      const candidate = candidateOrVisitor(request, caller.candidate);
      const { email, position_id, answers, referral_token } = request.body;
      if (!candidate && !email)
        throw badRequest('Give an email address to apply without signing in.', {
          email: 'This field is required',
        });
      const applicant: Applicant = candidate ? { candidate } : { email: email!.toLowerCase() };
      return submitApplication(deps, {
        tenantId: request.tenant.id,
        applicant,
        positionId: position_id,
        answers,
        referralToken: referral_token,
      });
    },
    { bodyLimit: ANSWERS_BODY_LIMIT, rateLimit: deps.rateLimiter.guard(limits.submitApplication) },
  );

  route(app, api.listDraftApplications, async (_request, _reply, { candidate }) => ({
    draft_applications: await listDraftApplications(deps, candidate.id),
  }));

  route(app, api.deleteDraftApplications, async (request, _reply, { candidate }) =>
    deleteDraftApplications(deps, {
      tenantId: request.tenant.id,
      candidateId: candidate.id,
      positionIds: request.body.position_ids,
    }),
  );

  route(app, api.listApplications, async (request, _reply, { candidate }) =>
    listApplications(deps, { tenantId: request.tenant.id, candidateId: candidate.id }),
  );

  route(app, api.withdrawApplication, async (request, _reply, { candidate }) =>
    changeApplicationStatus(deps, {
      tenant: request.tenant,
      applicationId: request.params.id,
      status: 'withdrawn',
      actor: 'candidate',
      candidateId: candidate.id,
    }),
  );
};
