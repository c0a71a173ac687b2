import { api } from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { unsubscribePage } from './unsubscribe-page.ts';
import { route } from '../../http/route.ts';
import { jobAlertsJob } from './job-alerts-job.ts';
import {
  deleteSavedSearch,
  isSavedSearchEnabled,
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
  route(app, api.listSavedSearches, async (request, _reply, { candidate }) => ({
    searches: await listSavedSearches(deps, candidate.id),
    canCreate: isSavedSearchEnabled(request.tenant),
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
    return unsubscribePage({
      removed,
      language: requestLanguage(request),
      company: request.tenant.config.branding.companyName,
      domain: request.tenant.domain,
    });
  });

  deps.jobs.register(jobAlertsJob(deps));
};
