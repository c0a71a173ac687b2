import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint.ts';
import { domainQuerySchema } from './common.ts';
import { positionIdParam } from './position-details.ts';
import { POSITION_WORKPLACE_TYPES } from './positions.ts';

/**
 * An open position as PCSx answers /api/apply/v2/jobs/{id}: the object itself, no envelope, in
 * the older SmartApply API's snake_case names, which public clients still read for the
 * description (`job_description`) after listing with /api/pcsx/search.
 */
export const applyJobSchema = z.object({
  id: z.number(),
  /** In the reader's language (`hl`) when the posting has it. */
  name: z.string(),
  posting_name: z.string(),
  /** The employer's requisition number; the position id when it has none. */
  display_job_id: z.string(),
  ats_job_id: z.string(),
  /** Sanitised HTML, in the language of `name`. */
  job_description: z.string(),
  /** The primary location's display name ('Remote' for a remote position without one). */
  location: z.string(),
  locations: z.array(z.string()),
  /** "City, Region, CC" per location, as the search answers. */
  standardizedLocations: z.array(z.string()),
  department: z.string(),
  /** The job family. */
  business_unit: z.string(),
  /** Unix seconds: created (never after posted), and last changed or posted. */
  t_create: z.number(),
  t_update: z.number(),
  work_location_option: z.enum(POSITION_WORKPLACE_TYPES),
  /** The employment type as PCSx's custom field carries it: ["Full-Time"]. */
  efcustomTextEmploymentType: z.array(z.string()),
  /** The job page on the tenant's own host. */
  canonicalPositionUrl: z.string(),
  /** The tenant's domain, as every PCSx call names it. */
  domain: z.string(),
});
export type ApplyJob = z.infer<typeof applyJobSchema>;

const tags = ['positions'] as const;

export const applyJobEndpoints = defineEndpoints({
  getApplyJob: {
    method: 'GET',
    path: '/api/apply/v2/jobs/:id',
    summary: 'An open position as PCSx answers it to public clients: the object, no envelope',
    description: 'A slug after the id is ignored; so is any other query parameter.',
    tags,
    access: 'public',
    params: z.object({ id: positionIdParam }),
    query: domainQuerySchema,
    data: applyJobSchema,
    isUnwrapped: true,
  },
  listApplyJobs: {
    method: 'GET',
    path: '/api/apply/v2/jobs',
    summary: 'Refused (403), as on a PCSx site: positions are listed at /api/pcsx/search',
    description:
      'Clients that try this list first and turn to /api/pcsx/search on a 403 find the search.',
    tags,
    access: 'public',
    query: domainQuerySchema,
    produces: 'application/json',
    errors: ['forbidden'],
  },
});
