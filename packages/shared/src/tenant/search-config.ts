import { z } from 'zod';
import { FILTER_TYPES, SEARCH_FILTER_NAMES } from '../contracts/search.ts';

const filterNameSchema = z.enum(SEARCH_FILTER_NAMES);

/** Spec 001 section 3: `pcsxConfig.searchConfig`. */
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
      tileUrl: z.string().optional(),
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

/** Spec 001 section 3: `searchOptionsMap`, per filter its display name and option labels. */
export const searchOptionsMapSchema = z
  .partialRecord(
    filterNameSchema,
    z.object({
      displayName: z.string().min(1),
      type: z.enum(FILTER_TYPES).optional(),
      options: z.object({ labelMap: z.record(z.string(), z.string()).default({}) }).prefault({}),
    }),
  )
  .default({});
export type SearchOptionsMap = z.infer<typeof searchOptionsMapSchema>;
