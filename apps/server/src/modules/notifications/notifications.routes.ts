import {
  domainQuerySchema,
  notificationActionBodySchema,
  notificationActionResponseSchema,
  notificationBadgeResponseSchema,
  notificationIdParamsSchema,
  notificationsBootDataResponseSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
} from '@careers/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../http/app-error.ts';
import { requireCandidate } from '../../plugins/app/request-context.ts';
import { requestLanguage } from '../boot/request-language.ts';
import { countUnviewedNotifications } from './count-unviewed-notifications.ts';
import { listNotifications } from './list-notifications.ts';
import {
  markAllNotificationsClicked,
  markAllNotificationsViewed,
  markNotificationClicked,
} from './mark-notifications.ts';

const tags = ['notifications'];

/** The signed-in candidate of a tenant that has the notification centre on. */
const requireOwner = (request: FastifyRequest) => {
  const candidate = requireCandidate(request);
  if (!request.tenant.config.notificationsConfig.enableCandidateInappNotifications) {
    throw notFound(`${request.tenant.name} does not use in-app notifications.`);
  }
  return { tenantId: request.tenant.id, candidateId: candidate.id };
};

const etagMatches = (header: string | undefined, etag: string) =>
  header !== undefined &&
  header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');

/** The notification centre (spec 000 sections 4 and 7). */
export const notificationsRoutes = (app: FastifyInstance, deps: AppDeps) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const post = { bodyLimit: 1024 };
  const postSchema = {
    tags,
    querystring: domainQuerySchema,
    body: notificationActionBodySchema,
    response: { 200: notificationActionResponseSchema },
  };

  routes.get(
    '/api/pcsx/notifications_boot_data',
    {
      schema: {
        tags,
        summary: 'Is the notification centre shown, and with the action-required tab?',
        querystring: domainQuerySchema,
        response: { 200: notificationsBootDataResponseSchema },
      },
    },
    async (request, reply) => {
      const config = request.tenant.config.notificationsConfig;
      reply.header('Cache-Control', 'no-store');
      return {
        data: {
          groupId: `tenant-${request.tenant.id}`,
          isLoggedIn: request.session !== null,
          enableCandidateInappNotifications: config.enableCandidateInappNotifications,
          hasActionRequiredNotificationsConfigured: config.actionRequiredTypes.length > 0,
        },
      };
    },
  );

  routes.get(
    '/api/pcsx/notifications',
    {
      schema: {
        tags,
        summary: "The candidate's notifications, newest first, in the language `hl`",
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema },
      },
    },
    async (request, reply) => {
      const owner = requireOwner(request);
      reply.header('Cache-Control', 'no-store');
      const data = await listNotifications(deps, {
        ...owner,
        config: request.tenant.config.notificationsConfig,
        language: requestLanguage(request),
        isActionRequiredOnly: request.query.type_filter === 'action_required',
      });
      return { data };
    },
  );

  routes.get(
    '/api/pcsx/notification_badge',
    {
      // polled by every open tab: no two info lines per request (errors are still logged)
      logLevel: 'warn',
      schema: {
        tags,
        summary: 'How many arrived since the panel was last opened; 304 for a matching ETag',
        querystring: domainQuerySchema,
        response: { 200: notificationBadgeResponseSchema },
      },
    },
    async (request, reply) => {
      const owner = requireOwner(request);
      const count = await countUnviewedNotifications(deps, owner.candidateId);
      const etag = `"nb-${count}"`;
      reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
      if (etagMatches(request.headers['if-none-match'], etag)) {
        // no body and no Content-Type: a 304 with a length would stall keep-alive clients
        return (reply as FastifyReply).removeHeader('content-type').code(304).send();
      }
      return { data: { count } };
    },
  );

  routes.post(
    '/api/pcsx/notifications/mark_all_viewed',
    { ...post, schema: { ...postSchema, summary: 'The panel was opened: reset the badge' } },
    async (request) => ({
      data: { updated: await markAllNotificationsViewed(deps, requireOwner(request)) },
    }),
  );

  routes.post(
    '/api/pcsx/notifications/:id/mark_clicked',
    {
      ...post,
      schema: {
        ...postSchema,
        params: notificationIdParamsSchema,
        summary: 'One notification was clicked (404 for an unknown one)',
      },
    },
    async (request) => ({
      data: {
        updated: await markNotificationClicked(deps, requireOwner(request), request.params.id),
      },
    }),
  );

  routes.post(
    '/api/pcsx/notifications/mark_all_clicked',
    { ...post, schema: { ...postSchema, summary: 'Mark every notification clicked' } },
    async (request) => ({
      data: { updated: await markAllNotificationsClicked(deps, requireOwner(request)) },
    }),
  );
};
