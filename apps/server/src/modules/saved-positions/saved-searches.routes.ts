import { api } from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { route } from '../../http/route.ts';
import { jobAlertsJob } from './job-alerts-job.ts';
import {
  deleteSavedSearch,
  listSavedSearches,
  saveSearch,
  unsubscribe,
  updateSavedSearch,
} from './saved-searches.ts';

/**
 * Saved searches (job alerts) of the signed-in candidate, the email's unsubscribe link, and the
 * hourly job that checks them.
 */
export const savedSearchesRoutes = (app: FastifyInstance, deps: AppDeps) => {
  route(app, api.listSavedSearches, async (_request, _reply, { candidate }) => ({
    searches: await listSavedSearches(deps, candidate.id),
  }));

  route(app, api.saveSearch, async (request, _reply, { candidate }) =>
    saveSearch(deps, { tenant: request.tenant, candidateId: candidate.id, body: request.body }),
  );

  route(app, api.updateSavedSearch, async (request, _reply, { candidate }) =>
    updateSavedSearch(deps, {
      candidateId: candidate.id,
      id: request.params.id,
      body: request.body,
    }),
  );

  route(app, api.deleteSavedSearch, async (request, _reply, { candidate }) => {
    await deleteSavedSearch(deps, candidate.id, request.params.id);
    return { deleted: true };
  });

  route(app, api.unsubscribeSavedSearch, async (request, reply) => {
    const removed = await unsubscribe(deps, request.query.token);
    reply.type('text/html; charset=utf-8').code(removed ? 200 : 404);
    const company = request.tenant.config.branding.companyName.replace(/[&<>"']/g, '');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Job alert</title></head><body><main><h1>${removed ? 'You are unsubscribed' : 'This link is no longer valid'}</h1><p>${removed ? `You will no longer get this job alert from ${company}.` : 'The job alert was already removed.'}</p><p><a href="/careers?domain=${encodeURIComponent(request.tenant.domain)}">Search jobs</a></p></main></body></html>`;
  });

  deps.jobs.register(jobAlertsJob(deps));
};
