import { isInBounds } from '../geo.ts';
import type { GeoBounds, MapMarker, SearchQuery } from '../types.ts';
import { findMatches, type IndexParts } from './run-search.ts';

/**
 * Matching positions grouped by location point (rounded to 5 decimals) inside the bounds. A
 * position counts once at each of its points in the box. The label uses the alphabetically
 * first location name seen at the point, so it does not depend on insertion order.
 */
export const findMarkers = (
  parts: IndexParts,
  query: SearchQuery & { bounds: GeoBounds },
): MapMarker[] => {
  const { total } = findMatches(parts, { ...query, facets: [] });
  const { results } = parts.scratch;
  const { isRemote } = parts.docs;
  const locations = parts.locations;
  const pointCount = locations.pointKeys.length;
  const counts = new Int32Array(pointCount);
  const lastDoc = new Int32Array(pointCount).fill(-1);
  const hasOnsite = new Uint8Array(pointCount);
  const names: (string | undefined)[] = new Array(pointCount);
  for (let i = 0; i < total; i++) {
    const doc = results[i]!;
    for (let item = locations.starts[doc]!; item < locations.starts[doc + 1]!; item++) {
      const point = locations.pointOf[item]!;
      if (point < 0 || !isInBounds(query.bounds, locations.lat[item]!, locations.lng[item]!)) {
        continue;
      }
      const name = locations.names[locations.nameOf[item]!]!;
      const known = names[point];
      if (name !== '' && (known === undefined || name < known)) names[point] = name;
      if (lastDoc[point] === doc) continue;
      lastDoc[point] = doc;
      counts[point]! += 1;
      if (isRemote[doc] === 0) hasOnsite[point] = 1;
    }
  }
  const markers: MapMarker[] = [];
  for (let point = 0; point < pointCount; point++) {
    if (counts[point] === 0) continue;
    const id = locations.pointKeys[point]!;
    const name = names[point];
    markers.push({
      id,
      latlong: { lat: locations.pointLat[point]!, lng: locations.pointLng[point]! },
      count: counts[point]!,
      location: name ? `${name}:::${id}` : id,
      is_remote: hasOnsite[point] === 0,
    });
  }
  return markers.sort((a, b) => b.count - a.count || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
};
