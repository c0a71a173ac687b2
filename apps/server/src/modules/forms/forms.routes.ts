import { api } from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { route } from '../../http/route.ts';
import { ANSWERS_BODY_LIMIT } from '../../services/form-responses/form-files.ts';
import { ROUTE_RATE_LIMITS as limits } from '../../services/rate-limits/route-rate-limits.ts';
import { getCandidateForm } from './get-candidate-form.ts';
import { listCandidateForms } from './list-candidate-forms.ts';
import { saveFormDraft, submitForm } from './save-form-answers.ts';

/** The candidate's forms: the forms centre list, one form, its draft and its submission. */
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
