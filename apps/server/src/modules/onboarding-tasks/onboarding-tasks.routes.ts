import { api } from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import { route } from '../../http/route.ts';
import { completeOnboardingTask } from './complete-onboarding-task.ts';
import { createOnboardingTask } from './create-onboarding-task.ts';
import { listOnboardingTasks } from './list-onboarding-tasks.ts';

/** Onboarding tasks: the candidate's list and plain tasks marked done; the employer assigns. */
export const onboardingTasksRoutes = (app: FastifyInstance, deps: AppDeps) => {
  route(app, api.listOnboardingTasks, async (request, _reply, { candidate }) =>
    listOnboardingTasks(deps, { candidateId: candidate.id, domain: request.tenant.domain }),
  );

  route(app, api.completeOnboardingTask, async (request, _reply, { candidate }) =>
    completeOnboardingTask(deps, {
      candidateId: candidate.id,
      taskId: request.params.id,
      domain: request.tenant.domain,
    }),
  );

  route(app, api.createOnboardingTask, async (request) =>
    createOnboardingTask(deps, { tenant: request.tenant, body: request.body }),
  );
};
