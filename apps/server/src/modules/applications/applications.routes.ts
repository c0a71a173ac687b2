import {
  applyAnswersBodySchema,
  applyFormResponseSchema,
  dashboardApplicationsResponseSchema,
  deleteDraftApplicationsBodySchema,
  deleteDraftApplicationsResponseSchema,
  domainQuerySchema,
  draftApplicationsResponseSchema,
  positionIdQuerySchema,
  savedFormResponseSchema,
  submitApplicationResponseSchema,
} from '@careers/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest } from '../../http/app-error.ts';
import { requireCandidate } from '../../plugins/app/request-context.ts';
import { ANSWERS_BODY_LIMIT } from '../forms/forms.routes.ts';
import { deleteDraftApplications, listDraftApplications } from './draft-applications.ts';
import { getApplicationForm } from './get-application-form.ts';
import { listApplications } from './list-applications.ts';
import { saveApplicationDraft } from './save-application-draft.ts';
import { submitApplication } from './submit-application.ts';

const tags = ['applications'];

/** The signed-in candidate, or null when the tenant lets visitors apply (else 401). */
const applicantOf = (request: FastifyRequest) =>
  request.session || !request.tenant.config.applyConfig.loggedOutApplyEnabled
    ? requireCandidate(request)
    : null;

/** The apply flow, draft applications and the dashboard's applications. */
export const applicationsRoutes = (app: FastifyInstance, deps: AppDeps) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/pcsx/apply_form',
    {
      schema: {
        tags,
        summary: 'The application form for a position, prefilled, with the draft',
        querystring: positionIdQuerySchema,
        response: { 200: applyFormResponseSchema },
      },
    },
    async (request) => ({
      data: await getApplicationForm(
        deps,
        request.tenant.id,
        applicantOf(request),
        request.query.position_id,
      ),
    }),
  );

  routes.put(
    '/api/pcsx/apply_form/draft',
    {
      bodyLimit: ANSWERS_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Save the application as a draft',
        querystring: domainQuerySchema,
        body: applyAnswersBodySchema,
        response: { 200: savedFormResponseSchema },
      },
    },
    async (request) => ({
      data: await saveApplicationDraft(
        deps,
        request.tenant.id,
        requireCandidate(request),
        request.body.position_id,
        request.body.answers,
      ),
    }),
  );

  routes.post(
    '/api/pcsx/apply',
    {
      bodyLimit: ANSWERS_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Submit an application; invalid answers get 422 with a message per field',
        querystring: domainQuerySchema,
        body: applyAnswersBodySchema,
        response: { 201: submitApplicationResponseSchema },
      },
    },
    async (request, reply) => {
      const candidate = applicantOf(request);
      const { email, position_id, answers } = request.body;
      if (!candidate && !email)
        throw badRequest('Give an email address to apply without signing in.', {
          email: 'This field is required',
        });
      const applicant = candidate ? { candidate } : { email: email!.toLowerCase() };
      const data = await submitApplication(
        deps,
        request.tenant.id,
        applicant,
        position_id,
        answers,
      );
      return reply.status(201).send({ data });
    },
  );

  routes.get(
    '/api/pcsx/draft_applications',
    {
      schema: {
        tags,
        summary: "The candidate's unfinished applications",
        querystring: domainQuerySchema,
        response: { 200: draftApplicationsResponseSchema },
      },
    },
    async (request) => ({
      data: {
        draft_applications: await listDraftApplications(deps, requireCandidate(request).id),
      },
    }),
  );

  routes.delete(
    '/api/pcsx/draft_applications',
    {
      schema: {
        tags,
        summary: 'Delete draft applications by position id',
        querystring: domainQuerySchema,
        body: deleteDraftApplicationsBodySchema,
        response: { 200: deleteDraftApplicationsResponseSchema },
      },
    },
    async (request) => ({
      data: await deleteDraftApplications(
        deps,
        request.tenant.id,
        requireCandidate(request).id,
        request.body.position_ids,
      ),
    }),
  );

  routes.get(
    '/api/pcsx/dashboard/applications',
    {
      schema: {
        tags,
        summary: "The candidate's applications and inactive applications",
        querystring: domainQuerySchema,
        response: { 200: dashboardApplicationsResponseSchema },
      },
    },
    async (request) => ({ data: await listApplications(deps, requireCandidate(request).id) }),
  );
};
