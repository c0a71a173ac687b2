import { maxEditsFor, queryTokens, termOf } from '../analysis/analyze.ts';
import { isStopWord } from '../analysis/stop-words.ts';
import { tokensOf } from '../analysis/tokenize.ts';
import type { FacetCount, SearchDocument, SearchQuery } from '../types.ts';

// The search semantics written as plainly as possible, to check the engine against: every
// document is scanned for every query. Tokenising and stemming come from the analysis module.

/** Optimal string alignment distance (Damerau–Levenshtein with adjacent transpositions). */
export const editDistance = (a: string, b: string) => {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
};

const fieldSurfaces = (texts: readonly (string | undefined)[], dropStopWords: boolean) =>
  texts.flatMap((text) => {
    if (!text) return [];
    const segments: string[] = [];
    const tokens = [...tokensOf(text, 'document', segments), ...segments];
    return dropStopWords ? tokens.filter((token) => !isStopWord(token)) : tokens;
  });

const analyseDocument = (document: SearchDocument) => {
  const places = document.locations.flatMap((l) => [l.name, l.city, l.region, l.country]);
  const location = fieldSurfaces(places, false);
  const surfaces = [
    ...fieldSurfaces([document.title], false),
    ...fieldSurfaces(document.skills, false),
    ...fieldSurfaces([document.department, document.category], false),
    ...location,
    ...fieldSurfaces([document.description], true),
  ];
  return {
    document,
    surfaces: new Set(surfaces),
    terms: new Set(surfaces.map(termOf)),
    locationTerms: new Set(location.map(termOf)),
  };
};

type Analysed = ReturnType<typeof analyseDocument>;
type Point = { lat: number; lng: number };

// Geometry written independently of geo.ts, so that a mistake there shows.
const distanceKm = (a: Point, b: Point) => {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
};
const inBox = (box: { south: number; west: number; north: number; east: number }, p: Point) => {
  if (p.lat < box.south || p.lat > box.north) return false;
  // Across the antimeridian the box is two: [west, 180] and [-180, east].
  if (box.west > box.east) return p.lng >= box.west || p.lng <= box.east;
  return p.lng >= box.west && p.lng <= box.east;
};

const variantsOf = (text: string, vocabulary: ReadonlySet<string>) =>
  queryTokens(text).map((token) => {
    const terms = new Set([token.term]);
    const budget = maxEditsFor(token.surface);
    for (const surface of vocabulary) {
      const isPrefix = token.isLast && surface.startsWith(token.surface);
      if (isPrefix || (budget > 0 && editDistance(surface, token.surface) <= budget)) {
        terms.add(termOf(surface));
      }
    }
    return terms;
  });

const passesBase = ({ document }: Analysed, query: SearchQuery) => {
  if (query.postedFrom !== undefined && document.postedAt < query.postedFrom) return false;
  if (query.postedTo !== undefined && document.postedAt > query.postedTo) return false;
  if (query.isRemote !== undefined && document.isRemote !== query.isRemote) return false;
  const points = document.locations.flatMap((location) => location.point ?? []);
  const { near, bounds } = query;
  if (near && !(near.includeRemote && document.isRemote)) {
    // Radius 0 means the point itself, taken as within 100 m.
    const radius = near.radiusKm > 0.1 ? near.radiusKm : 0.1;
    if (!points.some((p) => distanceKm(near.point, p) <= radius)) return false;
  }
  if (bounds && !points.some((p) => inBox(bounds, p))) return false;
  return true;
};

/** Total and facet counts of `query` over `documents`, by scanning. */
export const bruteForce = (documents: readonly SearchDocument[], query: SearchQuery) => {
  const analysed = documents.map(analyseDocument);
  const vocabulary = new Set(analysed.flatMap((a) => [...a.surfaces]));
  const words = query.text ? variantsOf(query.text, vocabulary) : [];
  const places = query.locationText ? variantsOf(query.locationText, vocabulary) : [];
  const filters = Object.entries(query.filters ?? {}).filter(([, values]) => values.length > 0);
  const passesFilter = (a: Analysed, [field, values]: [string, readonly string[]]) =>
    (a.document.facets[field] ?? []).some((value) => values.includes(value));
  const matchesText = (a: Analysed) =>
    words.every((variants) => [...variants].some((term) => a.terms.has(term))) &&
    places.every((variants) => [...variants].some((term) => a.locationTerms.has(term)));
  const constrained = analysed.filter((a) => matchesText(a) && passesBase(a, query));
  const matches = constrained.filter((a) => filters.every((filter) => passesFilter(a, filter)));
  const facets: Record<string, FacetCount[]> = {};
  for (const field of new Set(query.facets ?? [])) {
    const others = filters.filter(([name]) => name !== field);
    const counted = constrained.filter((a) => others.every((filter) => passesFilter(a, filter)));
    const tally = new Map<string, number>();
    for (const { document } of counted) {
      for (const value of new Set(document.facets[field] ?? [])) {
        tally.set(value, (tally.get(value) ?? 0) + 1);
      }
    }
    facets[field] = [...tally]
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
  }
  const undatedQuery = { ...query, postedFrom: undefined, postedTo: undefined };
  const undated = analysed.filter(
    (a) =>
      matchesText(a) &&
      passesBase(a, undatedQuery) &&
      filters.every((filter) => passesFilter(a, filter)),
  );
  const postedSince = (query.postedSince ?? []).map(
    (threshold) => undated.filter((a) => a.document.postedAt >= threshold).length,
  );
  return { total: matches.length, ids: matches.map((a) => a.document.id), facets, postedSince };
};
