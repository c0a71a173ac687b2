import {
  domainQuerySchema,
  formAnswersBodySchema,
  formKeyParamsSchema,
  formResponseSchema,
  formsListQuerySchema,
  formsListResponseSchema,
  savedFormResponseSchema,
} from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireCandidate } from '../../plugins/app/request-context.ts';
import { getCandidateForm } from './get-candidate-form.ts';
import { listCandidateForms } from './list-candidate-forms.ts';
import { saveFormDraft, submitForm } from './save-form-answers.ts';

const tags = ['forms'];
/** Answers carry uploaded files as base64: room for a few files of up to 10 MB each. */
export const ANSWERS_BODY_LIMIT = 40 * 1024 * 1024;

/** The candidate's forms: the forms centre list, one form, its draft and its submission. */
export const formsRoutes = (app: FastifyInstance, deps: AppDeps) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/pcsx/forms_list',
    {
      schema: {
        tags,
        summary: "The candidate's forms, by status tab",
        querystring: formsListQuerySchema,
        response: { 200: formsListResponseSchema },
      },
    },
    async (request) => {
      const candidate = requireCandidate(request);
      const { tab_id, include_tab_list } = request.query;
      return {
        data: await listCandidateForms(deps, candidate.id, {
          ...(tab_id && { tabId: tab_id }),
          includeTabList: include_tab_list,
        }),
      };
    },
  );

  routes.get(
    '/api/pcsx/forms/:formId',
    {
      schema: {
        tags,
        summary:
          'A form with the candidate’s draft or last submission (public forms: visitors too)',
        params: formKeyParamsSchema,
        querystring: domainQuerySchema,
        response: { 200: formResponseSchema },
      },
    },
    async (request) => ({
      data: await getCandidateForm(
        deps,
        request.tenant.id,
        request.session?.candidate ?? null,
        request.params.formId,
      ),
    }),
  );

  routes.put(
    '/api/pcsx/forms/:formId/draft',
    {
      bodyLimit: ANSWERS_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Save a draft of the answers (kept on the server, resumable anywhere)',
        params: formKeyParamsSchema,
        querystring: domainQuerySchema,
        body: formAnswersBodySchema,
        response: { 200: savedFormResponseSchema },
      },
    },
    async (request) => {
      const candidate = requireCandidate(request);
      return {
        data: await saveFormDraft(
          deps,
          request.tenant.id,
          candidate,
          request.params.formId,
          request.body.answers,
        ),
      };
    },
  );

  routes.post(
    '/api/pcsx/forms/:formId/submit',
    {
      bodyLimit: ANSWERS_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Submit the answers; invalid ones get 422 with a message per field',
        params: formKeyParamsSchema,
        querystring: domainQuerySchema,
        body: formAnswersBodySchema,
        response: { 200: savedFormResponseSchema },
      },
    },
    async (request) => {
      return {
        data: await submitForm(
          deps,
          request.tenant.id,
          request.session?.candidate ?? null,
          request.params.formId,
          request.body.answers,
        ),
      };
    },
  );
};
