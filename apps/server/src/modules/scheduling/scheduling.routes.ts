import { api } from '@careers/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { route } from '../../http/route.ts';
import { chooseInterviewSlot } from './choose-interview-slot.ts';
import { eventCalendar } from './event-calendar.ts';
import { cancelEventRegistration, registerForEvent } from './event-registration.ts';
import { interviewCalendar } from './interview-calendar.ts';
import { listEvents } from './list-events.ts';
import { listInterviews } from './list-interviews.ts';

const sendCalendar = (reply: FastifyReply, file: { fileName: string; content: string }) =>
  reply
    .type('text/calendar; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(file.content);

/** The candidate's interviews and events: lists, slot choice, registration, calendar files. */
export const schedulingRoutes = (app: FastifyInstance, deps: AppDeps) => {
  route(app, api.listInterviews, async (request, _reply, { candidate }) =>
    listInterviews(deps, { tenantId: request.tenant.id, candidateId: candidate.id }),
  );

  route(app, api.downloadInterviewCalendar, async (request, reply, { candidate }) =>
    sendCalendar(
      reply,
      await interviewCalendar(deps, {
        tenant: request.tenant,
        candidateId: candidate.id,
        interviewId: request.params.id,
        language: requestLanguage(request),
      }),
    ),
  );

  route(app, api.chooseInterviewSlot, async (request, _reply, { candidate }) =>
    chooseInterviewSlot(deps, {
      tenantId: request.tenant.id,
      candidateId: candidate.id,
      interviewId: request.params.id,
      slotId: request.body.slot_id,
    }),
  );

  route(app, api.listEvents, async (request, _reply, { candidate }) =>
    listEvents(deps, { tenantId: request.tenant.id, candidateId: candidate.id }),
  );

  route(app, api.registerForEvent, async (request, _reply, { candidate }) =>
    registerForEvent(deps, {
      tenant: request.tenant,
      candidateId: candidate.id,
      eventId: request.params.id,
    }),
  );

  route(app, api.cancelEventRegistration, async (request, _reply, { candidate }) =>
    cancelEventRegistration(deps, {
      tenant: request.tenant,
      candidateId: candidate.id,
      eventId: request.params.id,
    }),
  );

  route(app, api.downloadEventCalendar, async (request, reply) =>
    sendCalendar(
      reply,
      await eventCalendar(deps, {
        tenant: request.tenant,
        eventId: request.params.id,
        language: requestLanguage(request),
      }),
    ),
  );
};
