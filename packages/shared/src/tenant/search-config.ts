import { z } from 'zod';
import { assetUrlSchema } from './safe-url.ts';
import { FILTER_TYPES, SEARCH_FILTER_NAMES } from '../contracts/search-terms.ts';
import {
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  languageFallbacks,
  type Language,
} from '../constants/languages.ts';

const filterNameSchema = z.enum(SEARCH_FILTER_NAMES);

/** The search page's configuration (`pcsxConfig.searchConfig`): filters, sorts, map. */
export const searchConfigSchema = z.object({
  /** The filters the search page offers, in this order. */
  allFilters: z
    .array(filterNameSchema)
    .default([
      'department',
      'job_family',
      'employment_type',
      'country',
      'workplace',
      'posted_date',
    ]),
  /** Filters shown as quick chips above the results. */
  smartFilters: z.array(filterNameSchema).default([]),
  mapConfig: z
    .object({
      enabled: z.boolean().default(true),
      /** A raster tile URL template ({z}/{x}/{y}); without one the map draws country shapes. */
      tileUrl: assetUrlSchema.optional(),
      attribution: z.string().optional(),
    })
    .prefault({}),
  currentLocation: z.object({ enabled: z.boolean().default(true) }).prefault({}),
  /** Radius used for a city or point search when the visitor picks none. */
  defaultDistanceKm: z.number().positive().max(20_000).default(50),
  autocompleteMinLength: z.int().min(1).max(5).default(1),
  /** Saved searches need their notification on (and candidate login allowed). */
  savedSearchNotificationEnabled: z.boolean().default(false),
});
export type SearchConfig = z.infer<typeof searchConfigSchema>;

const filterOptionsSchema = z.object({
  displayName: z.string().min(1),
  /** The filter's name in other languages; a reader of a language not listed reads displayName. */
  displayNames: z.partialRecord(z.enum(SUPPORTED_LANGUAGES), z.string().trim().min(1)).optional(),
  type: z.enum(FILTER_TYPES).optional(),
  options: z.object({ labelMap: z.record(z.string(), z.string()).default({}) }).prefault({}),
});
type FilterOptions = z.infer<typeof filterOptionsSchema>;

/** `searchOptionsMap`: per filter its display name (in other languages too) and option labels. */
export const searchOptionsMapSchema = z
  .partialRecord(filterNameSchema, filterOptionsSchema)
  .default({});
export type SearchOptionsMap = z.infer<typeof searchOptionsMapSchema>;

/**
 * A configured filter's name for a reader of `language`: its name in that language, else in its
 * base language (fr for fr-CA), else `displayName`.
 */
export const filterDisplayNameIn = (
  filter: Pick<FilterOptions, 'displayName' | 'displayNames'>,
  language: Language,
): string => {
  const chain = [language, ...languageFallbacks(language)].filter(
    (candidate, index) => index === 0 || candidate !== DEFAULT_LANGUAGE,
  );
  for (const candidate of chain) {
    const name = filter.displayNames?.[candidate];
    if (name) return name;
  }
  return filter.displayName;
};

/** `positionDetailsConfig`, per tenant and overridable per position. */
export const positionDetailsConfigSchema = z.object({
  showMatchDetails: z.boolean().default(true),
  showInsights: z.boolean().default(true),
  showShareLink: z.boolean().default(true),
  /** A match scoring this much (0 to 100) or more is a strong match. */
  strongMatchThreshold: z.int().min(0).max(100).default(70),
});
export type PositionDetailsConfig = z.infer<typeof positionDetailsConfigSchema>;

/** The settings a position may set for itself; what it leaves out is the tenant's. */
export const positionDetailsOverridesSchema = z.object({
  showMatchDetails: z.boolean().optional(),
  showInsights: z.boolean().optional(),
  showShareLink: z.boolean().optional(),
  strongMatchThreshold: z.int().min(0).max(100).optional(),
});

/** Per position id, the settings that differ from the tenant's (`pcsxConfig.overrides`). */
export const positionOverridesConfigSchema = z
  .record(z.string().regex(/^\d+$/), positionDetailsOverridesSchema)
  .default({});

/** The job cart. */
export const jobCartConfigSchema = z.object({
  enabled: z.boolean().default(false),
  maxItems: z.int().min(1).max(50).default(20),
});
