import { api } from '@careers/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import type { Candidate } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { route } from '../../http/route.ts';
import { countUnviewedNotifications } from './count-unviewed-notifications.ts';
import { listNotifications } from './list-notifications.ts';
import {
  markAllNotificationsClicked,
  markAllNotificationsViewed,
  markNotificationClicked,
} from './mark-notifications.ts';

/** The mark calls send only the tenant's domain. */
const MARK_BODY_LIMIT = 1024;

/** The candidate's notifications, on a tenant that has the notification centre on. */
const ownerOf = (request: FastifyRequest, candidate: Candidate) => {
  if (!request.tenant.config.notificationsConfig.enableCandidateInappNotifications) {
    throw notFound(`${request.tenant.name} does not use in-app notifications.`);
  }
  return { tenantId: request.tenant.id, candidateId: candidate.id };
};

const etagMatches = (header: string | undefined, etag: string) =>
  header !== undefined &&
  header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');

/**
 * The notification centre: whether it shows, the list, the badge (polled by every open tab) and
 * the marks that reset the badge or grey out what was read.
 */
export const notificationsRoutes = (app: FastifyInstance, deps: AppDeps) => {
  route(app, api.getNotificationsBootData, async (request, reply, { candidate }) => {
    const config = request.tenant.config.notificationsConfig;
    reply.header('Cache-Control', 'no-store');
    return {
      groupId: `tenant-${request.tenant.id}`,
      isLoggedIn: candidate !== null,
      enableCandidateInappNotifications: config.enableCandidateInappNotifications,
      hasActionRequiredNotificationsConfigured: config.actionRequiredTypes.length > 0,
    };
  });

  route(app, api.listNotifications, async (request, reply, { candidate }) => {
    const owner = ownerOf(request, candidate);
    reply.header('Cache-Control', 'no-store');
    return listNotifications(deps, {
      ...owner,
      config: request.tenant.config.notificationsConfig,
      language: requestLanguage(request),
      isActionRequiredOnly: request.query.type_filter === 'action_required',
    });
  });

  route(
    app,
    api.getNotificationBadge,
    async (request, reply, { candidate }) => {
      const owner = ownerOf(request, candidate);
      const count = await countUnviewedNotifications(deps, owner.candidateId);
      const etag = `"nb-${count}"`;
      reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
      if (etagMatches(request.headers['if-none-match'], etag)) {
        // no body and no Content-Type: a 304 with a length would stall keep-alive clients
        return reply.removeHeader('content-type').code(304).send();
      }
      return { count };
    },
    // polled by every open tab: no two info lines per request (errors are still logged)
    { logLevel: 'warn' },
  );

  const mark = { bodyLimit: MARK_BODY_LIMIT };

  route(
    app,
    api.markAllNotificationsViewed,
    async (request, _reply, { candidate }) => ({
      updated: await markAllNotificationsViewed(deps, ownerOf(request, candidate)),
    }),
    mark,
  );

  route(
    app,
    api.markNotificationClicked,
    async (request, _reply, { candidate }) => ({
      updated: await markNotificationClicked(deps, ownerOf(request, candidate), request.params.id),
    }),
    mark,
  );

  route(
    app,
    api.markAllNotificationsClicked,
    async (request, _reply, { candidate }) => ({
      updated: await markAllNotificationsClicked(deps, ownerOf(request, candidate)),
    }),
    mark,
  );
};
