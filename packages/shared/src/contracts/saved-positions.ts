import { z } from 'zod';
import { dataEnvelope } from '../api/envelope.ts';

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
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const savedSearchResponseSchema = dataEnvelope(savedSearchSchema);
export const savedSearchesResponseSchema = dataEnvelope(
  z.object({ searches: z.array(savedSearchSchema) }),
);
