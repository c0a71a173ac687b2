import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint.ts';
import { applicationStatusSchema } from './application-model.ts';
import { domainQuerySchema, idParamsSchema } from './common.ts';
import { EMPLOYMENT_TYPES, POSITION_STATUSES } from './positions.ts';

/** GET /api/admin/positions: the console's list, newest change first. */
export const adminPositionListQuerySchema = domainQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
  status: z.enum(POSITION_STATUSES).optional(),
  department: z.string().trim().max(120).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const ADMIN_POSITION_PAGE_SIZE = 25;

export const adminPositionSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  department: z.string(),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  status: z.enum(POSITION_STATUSES),
  isRemote: z.boolean(),
  postedAt: z.string(),
  updatedAt: z.string(),
  applicationCount: z.number(),
});
export type AdminPositionSummary = z.infer<typeof adminPositionSummarySchema>;

export const adminPositionListSchema = z.object({
  positions: z.array(adminPositionSummarySchema),
  total: z.number(),
  departments: z.array(z.string()),
});

/** One application in a position's pipeline. */
export const pipelineApplicationSchema = z.object({
  id: z.number(),
  status: applicationStatusSchema,
  /** The candidate's account, for the console's link to them; null for an anonymised one. */
  candidateId: z.number().nullable(),
  candidateName: z.string(),
  email: z.string().nullable(),
  appliedAt: z.string(),
  updatedAt: z.string(),
});
export type PipelineApplication = z.infer<typeof pipelineApplicationSchema>;

export const apiTokenSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiTokenSummary = z.infer<typeof apiTokenSummarySchema>;

export const createApiTokenBodySchema = z.object({
  name: z.string().trim().min(1, 'Give the token a name.').max(100),
});

const tags = ['admin console'] as const;

/** What the recruiters' console at /employer reads beyond the employer API's writes. */
export const employerConsoleEndpoints = defineEndpoints({
  listAdminPositions: {
    method: 'GET',
    path: '/api/admin/positions',
    summary: 'The tenant’s positions, open and closed, searched and filtered',
    tags,
    access: 'admin',
    permission: 'positions',
    query: adminPositionListQuerySchema,
    data: adminPositionListSchema,
  },
  listPositionApplications: {
    method: 'GET',
    path: '/api/admin/positions/:id/applications',
    summary: 'The applications to a position, for its pipeline',
    tags,
    access: 'admin',
    permission: 'applications',
    params: idParamsSchema,
    query: domainQuerySchema,
    data: z.array(pipelineApplicationSchema),
  },
  listApiTokens: {
    method: 'GET',
    path: '/api/admin/api_tokens',
    summary: 'The site’s API tokens, without their secrets',
    tags,
    access: 'admin',
    permission: 'users',
    query: domainQuerySchema,
    data: z.array(apiTokenSummarySchema),
  },
  createApiToken: {
    method: 'POST',
    path: '/api/admin/api_tokens',
    summary: 'Create an API token; the answer is the only time its secret is shown',
    tags,
    access: 'admin',
    permission: 'users',
    query: domainQuerySchema,
    body: createApiTokenBodySchema,
    data: apiTokenSummarySchema.extend({ token: z.string() }),
    status: 201,
  },
  revokeApiToken: {
    method: 'POST',
    path: '/api/admin/api_tokens/:id/revoke',
    summary: 'Revoke an API token at once',
    tags,
    access: 'admin',
    permission: 'users',
    params: idParamsSchema,
    query: domainQuerySchema,
    data: apiTokenSummarySchema,
  },
});
