import { SPECIAL_LOCATIONS, type SearchResultData, type TenantConfig } from '@careers/shared';
import type { GeoPoint, SearchIndex, SearchQuery } from '@careers/search';
import { analyze } from '@careers/search';
import { badRequest } from '../../http/app-error.ts';
import type { ResolvedSearch } from './read-search.ts';

type LocationType = SearchResultData['resultsMetaData']['locationType'];

/** What the location box asks of the engine, and the point distances are measured from. */
export type ResolvedLocation = {
  type: LocationType;
  origin: GeoPoint | null;
  query: Pick<SearchQuery, 'locationText' | 'isRemote' | 'near' | 'bounds'>;
};

const needsPoint = (params: ResolvedSearch, location: string) => {
  if (!params.point) throw badRequest(`location "${location}" needs lat and lng.`);
  return params.point;
};

const sameWords = (a: string, b: string) => analyze(a).join(' ') === analyze(b).join(' ');

/** A city the index knows by exactly this name: its point makes distance search possible. */
const cityPoint = (index: SearchIndex, location: string) => {
  const [best] = index
    .suggestLocations({ prefix: location, limit: 3 })
    .filter(
      (suggestion) =>
        suggestion.kind === 'city' && suggestion.point && sameWords(suggestion.text, location),
    );
  return best?.point ?? null;
};

/**
 * The location box: 'remote'; 'current location' (the visitor's point); 'Map Location' (a
 * chosen point, distance 0); 'Map Area' (no location, map bounds); otherwise place names. A
 * place the index knows as a city, with a distance, becomes a radius search around it.
 */
export const resolveLocation = (
  params: ResolvedSearch,
  index: SearchIndex,
  config: TenantConfig,
): ResolvedLocation => {
  const { location, distanceKm, bounds } = params;
  const radiusKm = distanceKm ?? config.searchConfig.defaultDistanceKm;
  const lowered = location.toLowerCase();
  const boxed = bounds ? { bounds } : {};

  if (lowered === SPECIAL_LOCATIONS.remote) {
    return { type: 'remote', origin: params.point ?? null, query: { isRemote: true, ...boxed } };
  }
  if (lowered === SPECIAL_LOCATIONS.currentLocation) {
    const point = needsPoint(params, location);
    return {
      type: 'current location',
      origin: point,
      query: { near: { point, radiusKm }, ...boxed },
    };
  }
  if (lowered === SPECIAL_LOCATIONS.mapLocation.toLowerCase()) {
    const point = needsPoint(params, location);
    return {
      type: 'Map Location',
      origin: point,
      query: { near: { point, radiusKm: 0 }, ...boxed },
    };
  }
  if (lowered === SPECIAL_LOCATIONS.mapArea.toLowerCase() || (location === '' && bounds)) {
    if (!bounds) throw badRequest('location "Map Area" needs bounds.');
    return { type: 'Map Area', origin: params.point ?? null, query: { bounds } };
  }
  if (location === '') {
    const near =
      params.point && distanceKm !== undefined ? { near: { point: params.point, radiusKm } } : {};
    return { type: 'none', origin: params.point ?? null, query: near };
  }
  const point = cityPoint(index, location);
  if (point && distanceKm !== undefined) {
    return { type: 'text', origin: point, query: { near: { point, radiusKm }, ...boxed } };
  }
  return {
    type: 'text',
    origin: params.point ?? point,
    query: { locationText: location, ...boxed },
  };
};
