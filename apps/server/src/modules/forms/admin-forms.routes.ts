import {
  adminFormAssignBodySchema,
  adminFormBodySchema,
  dataEnvelope,
  domainQuerySchema,
  formKeyParamsSchema,
  storedFormSchema,
} from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { adminOnly } from '../../plugins/app/require-admin.ts';
import { assignForm } from './assign-form.ts';
import { findForm } from './find-form.ts';
import { saveFormDefinition } from './save-form-definition.ts';

const tags = ['admin'];
const security: Record<string, string[]>[] = [{ apiToken: [] }, { session: [] }];
const formResponse = dataEnvelope(storedFormSchema);

/** Employer side: create and edit forms, and assign them to candidates. */
export const adminFormsRoutes = (app: FastifyInstance, deps: AppDeps) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const base = { preValidation: adminOnly(deps), bodyLimit: 1024 * 1024 };
  const schema = { tags, security, querystring: domainQuerySchema };

  routes.put(
    '/api/admin/forms',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Create a form or replace it (keyed by form_id); the definition is validated',
        body: adminFormBodySchema,
        response: { 200: formResponse },
      },
    },
    async (request) => ({ data: await saveFormDefinition(deps, request.tenant.id, request.body) }),
  );

  routes.get(
    '/api/admin/forms/:formId',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Read a form',
        params: formKeyParamsSchema,
        response: { 200: formResponse },
      },
    },
    async (request) => ({
      data: (await findForm(deps, request.tenant.id, request.params.formId)).form,
    }),
  );

  routes.post(
    '/api/admin/forms/:formId/assignments',
    {
      ...base,
      schema: {
        ...schema,
        summary:
          'Assign a form to a candidate: it opens in their forms centre, with a notification',
        params: formKeyParamsSchema,
        body: adminFormAssignBodySchema,
        response: {
          200: dataEnvelope(
            z.object({ form_id: z.string(), email: z.string(), status: z.string() }),
          ),
        },
      },
    },
    async (request) => ({
      data: await assignForm(deps, request.tenant, request.params.formId, {
        email: request.body.email,
        ...(request.body.due_at && { dueAt: request.body.due_at }),
      }),
    }),
  );
};
