import {
  domainQuerySchema,
  saveSearchBodySchema,
  savedSearchResponseSchema,
  savedSearchesResponseSchema,
} from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireCandidate } from '../../plugins/app/request-context.ts';
import { runJobAlerts } from './run-job-alerts.ts';
import { deleteSavedSearch, listSavedSearches, saveSearch, unsubscribe } from './saved-searches.ts';

const tags = ['saved searches'];
/** How often the job alerts are checked. */
const ALERT_INTERVAL_MS = 60 * 60 * 1000;

/** Saved searches (job alerts) of the signed-in candidate, and the email's unsubscribe link. */
export const savedSearchesRoutes = (app: FastifyInstance, deps: AppDeps) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/pcsx/saved_searches',
    {
      schema: {
        tags,
        summary: 'The candidate’s job alerts',
        querystring: domainQuerySchema,
        response: { 200: savedSearchesResponseSchema },
      },
    },
    async (request) => ({
      data: { searches: await listSavedSearches(deps, requireCandidate(request).id) },
    }),
  );

  routes.post(
    '/api/pcsx/saved_searches',
    {
      schema: {
        tags,
        summary: 'Save the current search as a job alert',
        querystring: domainQuerySchema,
        body: saveSearchBodySchema,
        response: { 200: savedSearchResponseSchema },
      },
    },
    async (request) => ({
      data: await saveSearch(deps, {
        tenant: request.tenant,
        candidateId: requireCandidate(request).id,
        body: request.body,
      }),
    }),
  );

  routes.delete(
    '/api/pcsx/saved_searches/:id',
    {
      schema: {
        tags,
        summary: 'Delete a job alert',
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        querystring: domainQuerySchema,
        response: { 200: z.object({ data: z.object({ deleted: z.boolean() }) }) },
      },
    },
    async (request) => {
      await deleteSavedSearch(deps, requireCandidate(request).id, request.params.id);
      return { data: { deleted: true } };
    },
  );

  routes.get(
    '/api/pcsx/saved_searches/unsubscribe',
    {
      schema: {
        tags,
        summary: 'The unsubscribe link of a job alert email',
        querystring: domainQuerySchema.extend({ token: z.string().trim().min(10).max(100) }),
      },
    },
    async (request, reply) => {
      const removed = await unsubscribe(deps, request.query.token);
      reply.type('text/html; charset=utf-8').code(removed ? 200 : 404);
      const company = request.tenant.config.branding.companyName.replace(/[&<>"']/g, '');
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Job alert</title></head><body><main><h1>${removed ? 'You are unsubscribed' : 'This link is no longer valid'}</h1><p>${removed ? `You will no longer get this job alert from ${company}.` : 'The job alert was already removed.'}</p><p><a href="/careers?domain=${encodeURIComponent(request.tenant.domain)}">Search jobs</a></p></main></body></html>`;
    },
  );

  // Job alerts are checked every hour for every tenant that offers them.
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      void (async () => {
        for (const tenant of await deps.tenants.all()) await runJobAlerts(deps, tenant);
      })().catch((error: unknown) => {
        deps.log.error({ err: error }, 'job alerts failed');
      });
    }, ALERT_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
};
