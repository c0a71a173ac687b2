import { api } from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import { route } from '../../http/route.ts';
import { cancelInterview } from './cancel-interview.ts';
import { findInterview } from './find-interview.ts';
import { offeredSlotsOf, toAdminInterview } from './interview-response.ts';
import { listAdminEvents } from './list-admin-events.ts';
import { listAdminInterviews } from './list-admin-interviews.ts';
import { createEvent, deleteEvent, listEventRegistrations, updateEvent } from './manage-events.ts';
import { scheduleInterview } from './schedule-interview.ts';
import { updateInterview } from './update-interview.ts';

/** Employer side: /api/admin/interviews and /api/admin/events (admin session or API token). */
export const adminSchedulingRoutes = (app: FastifyInstance, deps: AppDeps) => {
  route(app, api.listAdminInterviews, async (request) =>
    listAdminInterviews(deps, request.tenant.id),
  );

  route(app, api.scheduleInterview, async (request) =>
    scheduleInterview(deps, request.tenant, request.body),
  );

  route(app, api.getAdminInterview, async (request) => {
    const row = await findInterview(deps.db, { tenantId: request.tenant.id }, request.params.id);
    return toAdminInterview(row, await offeredSlotsOf(deps.db, [row.id]), deps.clock.now());
  });

  route(app, api.updateInterview, async (request) =>
    updateInterview(
      deps,
      {
        tenant: request.tenant,
        interviewId: request.params.id,
      },
      request.body,
    ),
  );

  route(app, api.cancelInterview, async (request) =>
    cancelInterview(deps, {
      tenant: request.tenant,
      interviewId: request.params.id,
    }),
  );

  route(app, api.listAdminEvents, async (request) => listAdminEvents(deps, request.tenant.id));

  route(app, api.createEvent, async (request) =>
    createEvent(deps, request.tenant.id, request.body),
  );

  route(app, api.updateEvent, async (request) =>
    updateEvent(deps, { tenantId: request.tenant.id, eventId: request.params.id }, request.body),
  );

  route(app, api.deleteEvent, async (request) =>
    deleteEvent(deps, {
      tenantId: request.tenant.id,
      domain: request.tenant.domain,
      eventId: request.params.id,
    }),
  );

  route(app, api.listEventRegistrations, async (request) =>
    listEventRegistrations(deps, { tenantId: request.tenant.id, eventId: request.params.id }),
  );
};
