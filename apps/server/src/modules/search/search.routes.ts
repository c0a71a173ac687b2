import { api } from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import { ROUTE_RATE_LIMITS as limits } from '../../services/rate-limits/route-rate-limits.ts';
import { engineConstraints } from './engine-constraints.ts';
import { resolveSearch } from './read-search.ts';
import { resolveLocation } from './resolve-location.ts';
import { searchPositions } from './search-positions.ts';

/** Job search, the search boxes' suggestions and the map's markers: all from the memory index. */
export const searchRoutes = (app: FastifyInstance, deps: AppDeps) => {
  const nowSeconds = () => Math.floor(deps.clock.now().getTime() / 1000);

  route(
    app,
    api.searchPositions,
    async (request) => {
      const { tenant } = request;
      const search = resolveSearch(request.query, tenant.config);
      return searchPositions(deps.search.forTenant(tenant.id), tenant.config, search, nowSeconds());
    },
    { rateLimit: deps.rateLimiter.guard(limits.searchPositions) },
  );

  route(
    app,
    api.getSuggestions,
    async (request) => {
      const { type, term, limit } = request.query;
      const { index } = deps.search.forTenant(request.tenant.id);
      const minLength = request.tenant.config.searchConfig.autocompleteMinLength;
      const suggest = type === 'location' ? index.suggestLocations : index.suggestQueries;
      const options = suggest.call(index, { prefix: term.trim(), limit, minLength });
      return { type, term, options };
    },
    { rateLimit: deps.rateLimiter.guard(limits.getSuggestions) },
  );

  route(
    app,
    api.getMapMarkers,
    async (request) => {
      const { tenant } = request;
      const search = resolveSearch(request.query, tenant.config);
      if (!search.bounds) throw badRequest('Markers need bounds=south,west,north,east.');
      const index = deps.search.forTenant(tenant.id).index;
      const location = resolveLocation(search, index, tenant.config);
      const all = engineConstraints(search, location, nowSeconds());
      const markers = index.markers({ ...all, bounds: search.bounds });
      return { count: markers.reduce((sum, marker) => sum + marker.count, 0), markers };
    },
    { rateLimit: deps.rateLimiter.guard(limits.getMapMarkers) },
  );
};
