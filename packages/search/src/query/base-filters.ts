import { EARTH_RADIUS_KM, effectiveRadiusKm, haversineKm, isInBounds, unitVector } from '../geo.ts';
import type { DocTable } from '../store/doc-table.ts';
import type { LocationTable } from '../store/location-table.ts';
import type { SearchQuery } from '../types.ts';

type Context = { docs: DocTable; locations: LocationTable };

// Dot products this close to the radius's cosine are settled with the haversine formula, so
// the answer never depends on rounding in the fast test.
const GUARD = 1e-9;

const nearTest = ({ locations }: Context, near: NonNullable<SearchQuery['near']>) => {
  const radiusKm = effectiveRadiusKm(near.radiusKm);
  const { lat, lng } = near.point;
  const [ox, oy, oz] = unitVector(lat, lng);
  const threshold = Math.cos(Math.min(Math.PI, radiusKm / EARTH_RADIUS_KM));
  return (item: number) => {
    const dot = ox * locations.x[item]! + oy * locations.y[item]! + oz * locations.z[item]!;
    if (!(dot > threshold - GUARD)) return false;
    if (dot > threshold + GUARD) return true;
    return haversineKm(lat, lng, locations.lat[item]!, locations.lng[item]!) <= radiusKm;
  };
};

/**
 * The constraints that are not facets: posted date range, remote, radius and map bounds. A
 * position passes a geo test when any of its locations does. Writes the passing documents of
 * `input` to `out` and returns their count.
 */
export const filterBase = (
  context: Context,
  query: SearchQuery,
  input: Int32Array,
  count: number,
  out: Int32Array,
): number => {
  const { postedFrom, postedTo, isRemote, near, bounds } = query;
  const { postedAt, isRemote: remote } = context.docs;
  const { starts, lat, lng } = context.locations;
  const isNear = near ? nearTest(context, near) : undefined;
  const includeRemote = near?.includeRemote === true;
  const from = postedFrom ?? -Infinity;
  const to = postedTo ?? Infinity;
  if (from === -Infinity && to === Infinity && isRemote === undefined && !near && !bounds) {
    if (input !== out) out.set(input.subarray(0, count));
    return count;
  }
  let kept = 0;
  for (let i = 0; i < count; i++) {
    const doc = input[i]!;
    const posted = postedAt[doc]!;
    if (posted < from || posted > to) continue;
    if (isRemote !== undefined && (remote[doc] === 1) !== isRemote) continue;
    const first = starts[doc]!;
    const end = starts[doc + 1]!;
    if (isNear && !(includeRemote && remote[doc] === 1)) {
      let any = false;
      for (let item = first; item < end && !any; item++) any = isNear(item);
      if (!any) continue;
    }
    if (bounds) {
      let any = false;
      for (let item = first; item < end && !any; item++)
        any = isInBounds(bounds, lat[item]!, lng[item]!);
      if (!any) continue;
    }
    out[kept++] = doc;
  }
  return kept;
};
