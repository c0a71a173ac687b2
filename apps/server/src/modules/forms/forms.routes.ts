import fastifyMultipart from '@fastify/multipart';
import { api } from '@careers/shared';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import { route } from '../../http/route.ts';
import {
  ANSWER_FILE_BODY_LIMIT,
  ANSWERS_BODY_LIMIT,
  receiveAnswerFile,
} from '../form-responses/index.ts';
import { ROUTE_RATE_LIMITS as limits } from '../../services/rate-limits/route-rate-limits.ts';
import { findCandidateForm } from './find-candidate-form.ts';
import { getCandidateForm } from './get-candidate-form.ts';
import { listCandidateForms } from './list-candidate-forms.ts';
import { readAnswerFile } from './read-answer-file.ts';
import { saveFormDraft, submitForm } from './save-form-answers.ts';

/** The candidate's forms: the forms centre list, one form, its files, its draft and submission. */
export const formsRoutes = (app: FastifyInstance, deps: AppDeps) => {
  route(app, api.listForms, async (request, _reply, { candidate }) => {
    const { tab_id, include_tab_list } = request.query;
    return listCandidateForms(deps, candidate.id, {
      ...(tab_id && { tabId: tab_id }),
      includeTabList: include_tab_list,
    });
  });

  // Public: a visitor may open a public form; the service asks others to sign in.
  route(app, api.getForm, async (request, _reply, { candidate }) =>
    getCandidateForm(deps, {
      tenantId: request.tenant.id,
      candidate,
      formKey: request.params.formId,
    }),
  );

  void app.register(async (scope) => {
    await scope.register(fastifyMultipart);
    // Public as the form is: a visitor may upload for a public form, nobody for another's.
    route(
      scope,
      api.uploadFormFile,
      async (request, _reply, { candidate }) => {
        const tenantId = request.tenant.id;
        const formKey = request.params.formId;
        const { loaded } = await findCandidateForm(deps, { tenantId, candidate, formKey });
        return receiveAnswerFile(deps, request, {
          loaded,
          owner: { tenantId, candidateId: candidate?.id ?? null },
          field: request.query.field,
        });
      },
      {
        bodyLimit: ANSWER_FILE_BODY_LIMIT,
        rateLimit: deps.rateLimiter.guard(limits.uploadFormFile),
      },
    );
  });

  route(app, api.getFormFile, async (request, reply, { candidate }) => {
    const file = await readAnswerFile(deps, {
      tenantId: request.tenant.id,
      candidateId: candidate.id,
      fileId: request.params.fileId,
    });
    return reply
      .type(file.contentType)
      .header('Content-Disposition', contentDisposition(file.name))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(Buffer.from(file.content));
  });

  route(
    app,
    api.saveFormDraft,
    async (request, _reply, { candidate }) =>
      saveFormDraft(deps, {
        tenantId: request.tenant.id,
        candidate,
        formKey: request.params.formId,
        answers: request.body.answers,
      }),
    { bodyLimit: ANSWERS_BODY_LIMIT, rateLimit: deps.rateLimiter.guard(limits.saveFormDraft) },
  );

  // Public: a visitor may submit a public form; the service asks others to sign in.
  route(
    app,
    api.submitForm,
    async (request, _reply, { candidate }) =>
      submitForm(deps, {
        tenantId: request.tenant.id,
        candidate,
        formKey: request.params.formId,
        answers: request.body.answers,
      }),
    { bodyLimit: ANSWERS_BODY_LIMIT, rateLimit: deps.rateLimiter.guard(limits.submitForm) },
  );
};
