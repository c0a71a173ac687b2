import { api } from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import { route } from '../../http/route.ts';
import { changeApplicationStatus } from './change-application-status.ts';

/** Employer side: move an application through its statuses (admin session or API token). */
export const adminApplicationsRoutes = (app: FastifyInstance, deps: AppDeps) => {
  route(app, api.setApplicationStatus, async (request) =>
    changeApplicationStatus(deps, {
      tenant: request.tenant,
      applicationId: request.params.id,
      status: request.body.status,
      actor: 'employer',
    }),
  );
};
