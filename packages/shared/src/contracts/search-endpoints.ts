import { defineEndpoints } from '../api/endpoint.ts';
import {
  autocompleteQuerySchema,
  autocompleteResponseSchema,
  mapMarkersResponseSchema,
  searchResultSchema,
} from './search.ts';
import { searchQuerySchema } from './search-params.ts';

const tags = ['search'] as const;

// The filter parameters are open-ended: the OpenAPI document says so in words.
const filtersNote =
  'Filters: `filter_{name}` (comma-separated or repeated) or a configured filter’s display name.';

export const searchEndpoints = defineEndpoints({
  searchPositions: {
    method: 'GET',
    path: '/api/pcsx/search',
    summary: 'Search open positions: a page of 10, the total and every filter count',
    description:
      `${filtersNote} A parameter the site does not have (a \`filter_{name}\` it does not ` +
      'offer, `num`, `filter_include_remote`) is ignored, as PCSx ignores it, and named in ' +
      '`debugData.ignoredParams`.',
    tags,
    access: 'public',
    query: searchQuerySchema,
    data: searchResultSchema,
    hasStatusInBody: true,
    // a location that needs a point or bounds it was not given, a distance sort without a point
    errors: ['bad_request'],
  },
  getSuggestions: {
    method: 'GET',
    path: '/api/pcsx/autocomplete',
    summary: 'Suggestions for the query box (titles, skills) or the location box (places, Remote)',
    tags,
    access: 'public',
    query: autocompleteQuerySchema,
    data: autocompleteResponseSchema.shape.data,
  },
  getMapMarkers: {
    method: 'GET',
    path: '/api/pcsx/search/markers',
    summary: 'Map markers: matching positions grouped by place within the map bounds',
    description: `Needs \`bounds\`. ${filtersNote}`,
    tags,
    access: 'public',
    query: searchQuerySchema,
    data: mapMarkersResponseSchema.shape.data,
    errors: ['bad_request'],
  },
});
