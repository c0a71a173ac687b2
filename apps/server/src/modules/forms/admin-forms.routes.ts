import { api } from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import { route } from '../../http/route.ts';
import { findForm } from '../form-responses/index.ts';
import { assignForm } from './assign-form.ts';
import { saveFormDefinition } from './save-form-definition.ts';

/** Employer side: create and edit forms, and assign them to candidates. */
export const adminFormsRoutes = (app: FastifyInstance, deps: AppDeps) => {
  route(app, api.saveFormDefinition, async (request) =>
    saveFormDefinition(deps, request.tenant.id, request.body),
  );

  route(
    app,
    api.getAdminForm,
    async (request) => (await findForm(deps, request.tenant.id, request.params.formId)).form,
  );

  route(app, api.assignForm, async (request) =>
    assignForm(deps, {
      tenant: request.tenant,
      formKey: request.params.formId,
      email: request.body.email,
      ...(request.body.due_at && { dueAt: request.body.due_at }),
    }),
  );
};
