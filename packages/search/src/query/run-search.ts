import { type QueryToken, queryTokens } from '../analysis/analyze.ts';
import { haversineKm, unitVector } from '../geo.ts';
import type { DocTable } from '../store/doc-table.ts';
import type { FacetTable } from '../store/facet-table.ts';
import type { LocationTable } from '../store/location-table.ts';
import type { TermDictionary } from '../store/term-dictionary.ts';
import type { GeoPoint, SearchHit, SearchQuery, SearchResult } from '../types.ts';
import { filterBase } from './base-filters.ts';
import { expandToken } from './expand.ts';
import { filterAndCount } from './facet-filters.ts';
import { type MatchTerm, matchTerms } from './match-text.ts';
import { markTitlePhrases } from './phrase.ts';
import { countPostedSince } from './posted-since.ts';
import { type Compare, mostRelevant, nearestFirst, newestFirst, selectTop } from './rank.ts';
import type { Scratch } from './scratch.ts';

export type IndexParts = {
  dict: TermDictionary;
  docs: DocTable;
  locations: LocationTable;
  facets: FacetTable;
  scratch: Scratch;
  /** Every live document number, ascending (cached between writes). */
  liveDocs: () => Int32Array;
};

/** The documents that pass every constraint, with facet counts; `scratch.results` holds them. */
export const findMatches = (parts: IndexParts, query: SearchQuery) => {
  const { dict, docs, scratch } = parts;
  scratch.fit(docs.count, dict.terms.length);
  const expand = (token: QueryToken, isLocation: boolean) =>
    expandToken(dict, token, isLocation, docs.live);
  const words = query.text
    ? queryTokens(query.text, dict.analyzer, dict.others).map((token) => expand(token, false))
    : [];
  const places = query.locationText
    ? queryTokens(query.locationText, dict.analyzer, dict.others)
    : [];
  const terms: MatchTerm[] = [
    ...words.map((variants) => ({ variants, isLocation: false })),
    ...places.map((token) => ({ variants: expand(token, true), isLocation: true })),
  ];
  let list: Int32Array;
  let count: number;
  if (terms.length > 0) {
    count = matchTerms(parts, terms);
    list = scratch.candidates;
    markTitlePhrases(docs, scratch, words, count);
  } else {
    list = parts.liveDocs();
    count = list.length;
  }
  const postedSince = countDatesApart(parts, query, list, count);
  const filtered = filterBase(parts, query, list, count, scratch.filtered);
  const { total, counts } = filterAndCount(
    parts.facets,
    query,
    scratch.filtered,
    filtered,
    scratch,
    parts.liveDocs(),
  );
  return {
    total,
    counts,
    postedSince:
      postedSince ?? countPostedSince(docs, scratch.results, total, query.postedSince ?? []),
    hasTerms: terms.length > 0,
    hasText: words.length > 0,
  };
};

/**
 * The posted-since counts of a query with a date range, which they must leave out: the same
 * candidates filtered again without the dates (no facets, so this costs one filtering pass).
 * Without a date range, undefined: the final results are counted instead.
 */
const countDatesApart = (
  parts: IndexParts,
  query: SearchQuery,
  list: Int32Array,
  count: number,
): number[] | undefined => {
  const thresholds = query.postedSince ?? [];
  if (thresholds.length === 0) return [];
  if (query.postedFrom === undefined && query.postedTo === undefined) return undefined;
  const { scratch } = parts;
  const undated: SearchQuery = { ...query, postedFrom: undefined, postedTo: undefined, facets: [] };
  const filtered = filterBase(parts, undated, list, count, scratch.filtered);
  const { total } = filterAndCount(
    parts.facets,
    undated,
    scratch.filtered,
    filtered,
    scratch,
    parts.liveDocs(),
  );
  return countPostedSince(parts.docs, scratch.results, total, thresholds);
};

const nearestKm = (locations: LocationTable, doc: number, origin: GeoPoint) => {
  let best = Infinity;
  for (let item = locations.starts[doc]!; item < locations.starts[doc + 1]!; item++) {
    const lat = locations.lat[item]!;
    if (Number.isNaN(lat)) continue;
    best = Math.min(best, haversineKm(origin.lat, origin.lng, lat, locations.lng[item]!));
  }
  return best;
};

const fillNearness = (parts: IndexParts, origin: GeoPoint, count: number) => {
  const { starts, x, y, z } = parts.locations;
  const { results, nearness } = parts.scratch;
  const [ox, oy, oz] = unitVector(origin.lat, origin.lng);
  for (let i = 0; i < count; i++) {
    const doc = results[i]!;
    let best = -Infinity;
    for (let item = starts[doc]!; item < starts[doc + 1]!; item++) {
      const dot = ox * x[item]! + oy * y[item]! + oz * z[item]!;
      if (dot > best) best = dot;
    }
    nearness[doc] = best;
  }
};

const wholeOr = (value: number | undefined, fallback: number) =>
  value !== undefined && Number.isFinite(value) ? Math.max(0, Math.floor(value)) : fallback;

export const runSearch = (parts: IndexParts, query: SearchQuery): SearchResult => {
  const { total, counts, postedSince, hasTerms, hasText } = findMatches(parts, query);
  const { docs, scratch, locations } = parts;
  const start = wholeOr(query.start, 0);
  const size = wholeOr(query.size, 10);
  const origin = query.origin ?? query.near?.point;
  const relevance: Compare = hasTerms ? mostRelevant(docs, scratch) : newestFirst(docs);
  let compare = query.sort === 'newest' ? newestFirst(docs) : relevance;
  if (query.sort === 'distance' && origin) {
    fillNearness(parts, origin, total);
    compare = nearestFirst(scratch, relevance);
  }
  const top = selectTop(scratch.results, total, start + size, compare);
  const hits: SearchHit[] = [];
  for (let i = start; i < top.length; i++) {
    const doc = top[i]!;
    const hit: SearchHit = { id: docs.ids[doc]!, score: hasText ? scratch.score[doc]! : 0 };
    if (origin) {
      const km = nearestKm(locations, doc, origin);
      if (km !== Infinity) hit.distanceKm = km;
    }
    hits.push(hit);
  }
  return { total, hits, facets: counts, postedSince };
};
