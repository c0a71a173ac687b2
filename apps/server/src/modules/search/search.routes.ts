import {
  autocompleteQuerySchema,
  autocompleteResponseSchema,
  mapMarkersResponseSchema,
  searchQuerySchema,
  searchResponseSchema,
} from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest } from '../../http/app-error.ts';
import { parseSearchParams, type RawQuery } from './parse-search-params.ts';
import { engineConstraints } from './engine-constraints.ts';
import { resolveLocation } from './resolve-location.ts';
import { searchPositions } from './search-positions.ts';

const tags = ['search'];

/** Job search, the search boxes' suggestions and the map's markers: all from the memory index. */
export const searchRoutes = (app: FastifyInstance, deps: AppDeps) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const nowSeconds = () => Math.floor(deps.clock.now().getTime() / 1000);

  routes.get(
    '/api/pcsx/search',
    {
      schema: {
        tags,
        summary: 'Search open positions: a page of 10, the total and every filter count',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema },
      },
    },
    async (request) => {
      const { tenant } = request;
      const params = parseSearchParams(request.query as RawQuery, tenant.config);
      return {
        data: searchPositions(
          deps.search.forTenant(tenant.id),
          tenant.config,
          params,
          nowSeconds(),
        ),
      };
    },
  );

  routes.get(
    '/api/pcsx/autocomplete',
    {
      schema: {
        tags,
        summary:
          'Suggestions for the query box (titles, skills) or the location box (places, Remote)',
        querystring: autocompleteQuerySchema,
        response: { 200: autocompleteResponseSchema },
      },
    },
    async (request) => {
      const { type, term, limit } = request.query;
      const { index } = deps.search.forTenant(request.tenant.id);
      const minLength = request.tenant.config.searchConfig.autocompleteMinLength;
      const suggest = type === 'location' ? index.suggestLocations : index.suggestQueries;
      const options = suggest.call(index, { prefix: term.trim(), limit, minLength });
      return { data: { type, term, options } };
    },
  );

  routes.get(
    '/api/pcsx/search/markers',
    {
      schema: {
        tags,
        summary: 'Map markers: matching positions grouped by place within the map bounds',
        querystring: searchQuerySchema,
        response: { 200: mapMarkersResponseSchema },
      },
    },
    async (request) => {
      const { tenant } = request;
      const params = parseSearchParams(request.query as RawQuery, tenant.config);
      if (!params.bounds) throw badRequest('Markers need bounds=south,west,north,east.');
      const search = deps.search.forTenant(tenant.id);
      const location = resolveLocation(params, search.index, tenant.config);
      const all = engineConstraints(params, location, nowSeconds());
      const markers = search.index.markers({ ...all, bounds: params.bounds });
      return { data: { count: markers.reduce((sum, marker) => sum + marker.count, 0), markers } };
    },
  );
};
