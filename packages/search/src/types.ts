// The engine's public contract. The server maps positions to SearchDocuments and HTTP parameters
// to SearchQuery; nothing here knows about HTTP, tenants or the database.

export type GeoPoint = { lat: number; lng: number };

/** South-west and north-east corners; a box may cross the antimeridian (west > east). */
export type GeoBounds = { south: number; west: number; north: number; east: number };

export type DocumentLocation = {
  /** What a person reads: 'Berlin, Germany'. Also a location-search field. */
  name: string;
  city?: string;
  region?: string;
  country?: string;
  /** Absent for a location without coordinates (a remote-only entry, for one). */
  point?: GeoPoint;
};

/** One position as the engine sees it. Text fields are plain text (HTML already stripped). */
export type SearchDocument = {
  /** The position id: a positive integer, unique within one index. */
  id: number;
  title: string;
  /** The title in other languages (a posting's translations): matched as title, never suggested. */
  otherTitles?: readonly string[];
  description: string;
  department: string;
  /** Job family or category. */
  category: string;
  skills: readonly string[];
  /** In order: the first is the primary location. */
  locations: readonly DocumentLocation[];
  isRemote: boolean;
  /** Unix seconds. Newer wins ties in relevance order. */
  postedAt: number;
  /**
   * Values of each facet field, by field name ('department', 'employment_type', 'city', …).
   * A multiselect filter and its facet counts work on these exact strings.
   */
  facets: Readonly<Record<string, readonly string[]>>;
  /**
   * The language the position is written in (a BCP 47 tag): its words are stemmed and its stop
   * words dropped in it. Default: the index's language. A query is read in every language the
   * index's documents are written in.
   */
  language?: string;
};

export type SortOrder = 'relevance' | 'newest' | 'distance';

export type SearchQuery = {
  /** Free text: all terms must match (title, skills, department, category, locations, description). */
  text?: string;
  /**
   * Location text ('berlin', 'germany', 'san fran'): every term must match a location field of
   * the position (name, city, region, country), with the same typo and prefix tolerance as text.
   */
  locationText?: string;
  /** Multiselect filters: OR within one field, AND across fields. Empty lists are ignored. */
  filters?: Readonly<Record<string, readonly string[]>>;
  /** Posted within [from, to], Unix seconds, either end optional. */
  postedFrom?: number;
  postedTo?: number;
  /** true: remote positions only; false: non-remote only; undefined: both. */
  isRemote?: boolean;
  /**
   * Positions with a location within radiusKm of point (0 means at that very point, within
   * 100 m). Remote positions pass as well when includeRemote is set.
   */
  near?: { point: GeoPoint; radiusKm: number; includeRemote?: boolean };
  /** Positions with a location inside the box. */
  bounds?: GeoBounds;
  /** Default 'relevance'. 'distance' needs `origin` (or `near`); relevance breaks its ties. */
  sort?: SortOrder;
  /** Point for distance sort and for `distanceKm` of hits; defaults to near.point. */
  origin?: GeoPoint;
  /** Default 0. */
  start?: number;
  /** Default 10. */
  size?: number;
  /** Facet fields to count (disjunctively: each with every other filter applied). */
  facets?: readonly string[];
  /**
   * Posted-date counts, disjunctive like facets: for each of these Unix-second thresholds, how
   * many documents pass every constraint except postedFrom/postedTo and were posted at or after
   * it ('past week' counts while 'past day' is chosen). One search answers them all.
   */
  postedSince?: readonly number[];
};

export type SearchHit = {
  id: number;
  /** Relevance score (0 when the query has no text). */
  score: number;
  /** Distance from the origin to the nearest location, when an origin is known. */
  distanceKm?: number;
};

export type FacetCount = { value: string; count: number };

export type SearchResult = {
  total: number;
  hits: SearchHit[];
  /** Per requested facet field: values with a count above 0, most frequent first, then by value. */
  facets: Record<string, FacetCount[]>;
  /** Per `postedSince` threshold, in the same order (empty when none were asked for). */
  postedSince: number[];
};

export type SuggestionKind = 'title' | 'skill' | 'city' | 'region' | 'country' | 'remote';

export type Suggestion = {
  /** The text to put in the box, in its most common spelling. */
  text: string;
  kind: SuggestionKind;
  /** Open positions carrying it. */
  count: number;
  /** For a city: its coordinates. */
  point?: GeoPoint;
};

export type SuggestQuery = {
  prefix: string;
  /** Default 8. */
  limit?: number;
  /** Shorter prefixes return no suggestions. Default 1. */
  minLength?: number;
};

export type MapMarker = {
  /** Stable for one location point: 'lat,lng' rounded to 5 decimals. */
  id: string;
  latlong: GeoPoint;
  /** Matching positions at this point. */
  count: number;
  /** 'name:::lat,long' (or 'lat,long' when the location has no name). */
  location: string;
  /** Every matching position at this point is remote. */
  is_remote: boolean;
};

/**
 * How an index reads its postings: `language` (a BCP 47 tag, default 'en') picks the Snowball
 * stemmer and stop words (da, de, es, fi, fr, hu, it, nb/no, nl, pt, ro, ru, sv, tr; English
 * Porter2); other languages are folded only.
 */
export type IndexOptions = { language?: string };
