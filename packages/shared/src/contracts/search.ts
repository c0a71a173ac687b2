import { z } from 'zod';
import { dataEnvelope } from '../api/envelope.ts';
import { postingLanguageSchema } from './position-translations.ts';
import { POSITION_WORKPLACE_TYPES } from './positions.ts';
import { FILTER_TYPES, SEARCH_SORTS } from './search-terms.ts';

export const searchPositionSchema = z.object({
  id: z.number(),
  name: z.string(),
  /**
   * The language `name` is written in (BCP 47): the reader's when the posting has a translation
   * in it, else the posting's own, so a list can mark a title in another language with its
   * `lang`.
   */
  language: postingLanguageSchema.optional(),
  department: z.string(),
  category: z.string(),
  employmentType: z.string(),
  /** Display strings, primary location first. */
  locations: z.array(z.string()),
  /** Unix seconds. */
  postedTs: z.number(),
  isRemote: z.boolean(),
  /** From the searched point, when the search has one. */
  distanceKm: z.number().optional(),
  // The names public PCSx clients read (the Eightfold career-site API's field names). The search
  // API always sends them; the web app does not read them, so they are optional to it.
  /** "City, Region, CC" per location, as `locations`. */
  standardizedLocations: z.array(z.string()).optional(),
  /** The job page, relative: /careers/job/{id}. */
  positionUrl: z.string().optional(),
  /** The job page on the tenant's own host. */
  publicUrl: z.string().optional(),
  /** The employer's requisition number; the position id when it has none. */
  displayJobId: z.string().optional(),
  atsJobId: z.string().optional(),
  workLocationOption: z.enum(POSITION_WORKPLACE_TYPES).optional(),
  /** The employment type as PCSx's custom field carries it: ["Full-Time"]. */
  efcustomTextEmploymentType: z.array(z.string()).optional(),
  /** Unix seconds: when the position was created, never after `postedTs`. */
  creationTs: z.number().optional(),
});
export type SearchPosition = z.infer<typeof searchPositionSchema>;

export const filterOptionSchema = z.object({
  label: z.string(),
  value: z.string(),
  count: z.number(),
});
export type FilterOption = z.infer<typeof filterOptionSchema>;

export const filterDefinitionSchema = z.object({
  filterName: z.string(),
  displayName: z.string(),
  type: z.enum(FILTER_TYPES),
  options: z.array(filterOptionSchema),
});
export type FilterDefinition = z.infer<typeof filterDefinitionSchema>;

const geoPointSchema = z.object({ lat: z.number(), lng: z.number() });

export const searchResultSchema = z.object({
  count: z.number(),
  positions: z.array(searchPositionSchema),
  filterDef: z.object({ allFilters: z.array(filterDefinitionSchema) }),
  sortBy: z.enum(SEARCH_SORTS),
  /** Filter name to the values applied (after display names are resolved), distance included. */
  appliedFilters: z.record(z.string(), z.array(z.string())),
  resultsMetaData: z.object({
    start: z.number(),
    pageSize: z.number(),
    query: z.string(),
    location: z.string(),
    /** How the location was read: free text, a special location, or none. */
    locationType: z.enum([
      'none',
      'text',
      'remote',
      'current location',
      'Map Location',
      'Map Area',
    ]),
    /** The point distances are measured from, when there is one. */
    origin: geoPointSchema.nullable(),
  }),
  savedSearchMetadata: z.object({ isEnabled: z.boolean() }),
  /**
   * With `debug=1`, how the search ran; `ignoredParams` names the parameters it did not use (a
   * filter the site does not have), whether or not `debug` is set.
   */
  debugData: z.record(z.string(), z.unknown()).optional(),
});
export type SearchResultData = z.infer<typeof searchResultSchema>;
export const searchResponseSchema = dataEnvelope(searchResultSchema);

export const AUTOCOMPLETE_TYPES = ['query', 'location'] as const;
export const autocompleteQuerySchema = z.object({
  domain: z.string().trim().toLowerCase().max(253).optional(),
  hl: z.string().max(10).optional(),
  type: z.enum(AUTOCOMPLETE_TYPES).default('query'),
  term: z.string().max(200).default(''),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});
export type AutocompleteQuery = z.infer<typeof autocompleteQuerySchema>;

export const suggestionSchema = z.object({
  text: z.string(),
  kind: z.enum(['title', 'skill', 'city', 'region', 'country', 'remote']),
  count: z.number(),
  point: geoPointSchema.optional(),
});
export type SuggestionItem = z.infer<typeof suggestionSchema>;
export const autocompleteResponseSchema = dataEnvelope(
  z.object({
    type: z.enum(AUTOCOMPLETE_TYPES),
    term: z.string(),
    options: z.array(suggestionSchema),
  }),
);

/** A map marker; `location` is 'name:::lat,long' or 'lat,long'. */
export const mapMarkerSchema = z.object({
  id: z.string(),
  latlong: geoPointSchema,
  count: z.number(),
  location: z.string(),
  is_remote: z.boolean(),
});
export type MapMarkerItem = z.infer<typeof mapMarkerSchema>;
export const mapMarkersResponseSchema = dataEnvelope(
  z.object({ count: z.number(), markers: z.array(mapMarkerSchema) }),
);
