import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint.ts';
import { dataEnvelope } from '../api/envelope.ts';
import { domainQuerySchema, idParamsSchema } from './common.ts';

/** POST /api/pcsx/positions/saved : saves (isSaved true) or unsaves a position. */
export const savePositionBodySchema = z.object({
  position_id: z.int('position_id must be a position number.').positive().max(999_999_999),
  isSaved: z.boolean('isSaved must be true or false.'),
  domain: z.string().trim().toLowerCase().max(253).optional(),
});
export type SavePositionBody = z.infer<typeof savePositionBodySchema>;

export const savePositionResponseSchema = dataEnvelope(
  z.object({ position_id: z.number(), isSaved: z.boolean() }),
);

export const savedPositionSchema = z.object({
  id: z.number(),
  name: z.string(),
  department: z.string(),
  location: z.string(),
  isRemote: z.boolean(),
  /** Unix seconds. */
  postedTs: z.number(),
  savedTs: z.number(),
  /** ISO time the position closed; a closed position stays in the list, marked. */
  archived_at: z.string().nullable(),
  positionUserActions: z.object({ isSaved: z.boolean() }),
});
export type SavedPosition = z.infer<typeof savedPositionSchema>;

/** GET /api/pcsx/positions/saved : the signed-in candidate's saved positions, newest first. */
export const savedPositionsResponseSchema = dataEnvelope(
  z.object({ positions: z.array(savedPositionSchema) }),
);

/** POST /api/pcsx/saved_searches : saves the current search as a job alert. */
export const saveSearchBodySchema = z.object({
  name: z.string().trim().min(1, 'Give the search a name.').max(120),
  query: z.string().trim().max(200).default(''),
  location: z.string().trim().max(200).default(''),
  /** Filter name to values, as `filter_{name}` carries them. */
  filters: z
    .record(
      z.string().regex(/^[a-z_]{1,40}$/, 'Unknown filter.'),
      z.array(z.string().trim().min(1).max(200)).max(50),
    )
    .default({}),
  domain: z.string().trim().toLowerCase().max(253).optional(),
});
export type SaveSearchBody = z.infer<typeof saveSearchBodySchema>;

export const savedSearchSchema = z.object({
  id: z.number(),
  name: z.string(),
  query: z.string(),
  location: z.string(),
  filters: z.record(z.string(), z.array(z.string())),
  createdTs: z.number(),
  /** A paused job alert sends nothing until it is resumed. */
  isPaused: z.boolean(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const savedSearchResponseSchema = dataEnvelope(savedSearchSchema);
export const savedSearchesResponseSchema = dataEnvelope(
  z.object({
    searches: z.array(savedSearchSchema),
    /** Whether the site lets candidates create job alerts (existing ones stay listed either way). */
    canCreate: z.boolean(),
  }),
);

const tags = ['saved positions'] as const;
const searchTags = ['saved searches'] as const;

export const savedPositionEndpoints = defineEndpoints({
  listSavedPositions: {
    method: 'GET',
    path: '/api/pcsx/positions/saved',
    summary: 'The candidate’s saved positions, newest first; closed ones carry archived_at',
    tags,
    access: 'candidate',
    query: domainQuerySchema,
    data: savedPositionsResponseSchema.shape.data,
  },
  savePosition: {
    method: 'POST',
    path: '/api/pcsx/positions/saved',
    summary: 'Save (isSaved true) or unsave a position',
    tags,
    access: 'candidate',
    query: domainQuerySchema,
    body: savePositionBodySchema,
    data: savePositionResponseSchema.shape.data,
  },
  listSavedSearches: {
    method: 'GET',
    path: '/api/pcsx/saved_searches',
    summary: 'The candidate’s job alerts',
    tags: searchTags,
    access: 'candidate',
    query: domainQuerySchema,
    data: savedSearchesResponseSchema.shape.data,
  },
  saveSearch: {
    method: 'POST',
    path: '/api/pcsx/saved_searches',
    summary: 'Save the current search as a job alert',
    tags: searchTags,
    access: 'candidate',
    query: domainQuerySchema,
    body: saveSearchBodySchema,
    data: savedSearchResponseSchema.shape.data,
    errors: ['feature_disabled', 'job_alerts_full'],
  },
  deleteSavedSearch: {
    method: 'DELETE',
    path: '/api/pcsx/saved_searches/:id',
    summary: 'Delete a job alert',
    tags: searchTags,
    access: 'candidate',
    params: idParamsSchema,
    query: domainQuerySchema,
    data: z.object({ deleted: z.boolean() }),
  },
  unsubscribeSavedSearch: {
    method: 'GET',
    path: '/api/pcsx/saved_searches/unsubscribe',
    summary: 'The unsubscribe link of a job alert email (an HTML page)',
    tags: searchTags,
    access: 'public',
    query: domainQuerySchema.extend({ token: z.string().trim().min(10).max(100) }),
    produces: 'text/html',
  },
});
