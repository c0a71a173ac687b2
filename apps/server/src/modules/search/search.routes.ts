import { api } from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import { badRequest } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import { requestTenantAddress, tenantUrl } from '../../http/tenant-address.ts';
import { ROUTE_RATE_LIMITS as limits } from '../../services/rate-limits/route-rate-limits.ts';
import { resolveSearch } from './read-search.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { runSearchTask } from './search-tasks.ts';
import { readPostingTitles } from '../positions/index.ts';

/** Job search, the search boxes' suggestions and the map's markers: all from the memory index,
 * answered by the search worker threads (search-tasks.ts). */
export const searchRoutes = (app: FastifyInstance, deps: AppDeps) => {
  const nowSeconds = () => Math.floor(deps.clock.now().getTime() / 1000);

  route(
    app,
    api.searchPositions,
    async (request) => {
      const { tenant } = request;
      const params = resolveSearch(request.query, tenant.config);
      const language = requestLanguage(request);
      const result = await runSearchTask(deps.search, tenant.id, 'search', {
        config: tenant.config,
        params,
        nowSeconds: nowSeconds(),
        language,
      });
      const address = requestTenantAddress(request, tenant, deps.config.publicUrl);
      // a posting translated into the reader's language is listed by its translated title; the
      // others keep their own, and say which language it is in
      const titles = await readPostingTitles(
        deps.db,
        result.positions.map((position) => position.id),
        language,
      );
      return {
        ...result,
        positions: result.positions.map((position) => ({
          ...position,
          name: titles.get(position.id)?.title ?? position.name,
          language: titles.get(position.id)?.language ?? position.language,
          publicUrl: tenantUrl(address, position.positionUrl),
        })),
      };
    },
    { rateLimit: deps.rateLimiter.guard(limits.searchPositions) },
  );

  route(
    app,
    api.getSuggestions,
    async (request) => {
      const { type, term, limit } = request.query;
      const minLength = request.tenant.config.searchConfig.autocompleteMinLength;
      const options = await runSearchTask(deps.search, request.tenant.id, 'suggest', {
        type,
        prefix: term.trim(),
        minLength,
        ...(limit !== undefined && { limit }),
      });
      return { type, term, options };
    },
    { rateLimit: deps.rateLimiter.guard(limits.getSuggestions) },
  );

  route(
    app,
    api.getMapMarkers,
    async (request) => {
      const { tenant } = request;
      const params = resolveSearch(request.query, tenant.config);
      if (!params.bounds) throw badRequest('Markers need bounds=south,west,north,east.');
      return runSearchTask(deps.search, tenant.id, 'markers', {
        config: tenant.config,
        params,
        nowSeconds: nowSeconds(),
      });
    },
    { rateLimit: deps.rateLimiter.guard(limits.getMapMarkers) },
  );
};
