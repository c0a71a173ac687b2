import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint.ts';
import { dataEnvelope } from '../api/envelope.ts';
import { domainQuerySchema } from './common.ts';

/** What the candidate should do next, most pressing first. */
export const NUDGE_KINDS = [
  'sign_offer',
  'upcoming_interview',
  'fill_form',
  'finish_draft',
  'complete_profile',
] as const;
export type NudgeKind = (typeof NUDGE_KINDS)[number];

export const nudgeSchema = z.object({
  kind: z.enum(NUDGE_KINDS),
  /** The title's parameters: `position` (an offer, an interview, a draft), `form`. */
  params: z.record(z.string(), z.string()),
  /** Where to do it: a path on this site with its domain parameter. */
  link: z.string(),
  /** ISO 8601: when it is due (an offer's expiry, a form's due date, an interview's time). */
  due_at: z.string().nullable(),
});
export type Nudge = z.infer<typeof nudgeSchema>;

/** GET /api/pcsx/dashboard/nudges */
export const nudgesResponseSchema = dataEnvelope(z.object({ nudgesData: z.array(nudgeSchema) }));

export const nudgeEndpoints = defineEndpoints({
  listNudges: {
    method: 'GET',
    path: '/api/pcsx/dashboard/nudges',
    summary: 'What the candidate should do next: sign an offer, fill a form, finish a draft…',
    tags: ['dashboard'],
    access: 'candidate',
    query: domainQuerySchema,
    data: nudgesResponseSchema.shape.data,
  },
});
