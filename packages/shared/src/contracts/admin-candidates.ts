import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint.ts';
import { applicationStatusEventSchema, applicationStatusSchema } from './application-model.ts';
import { databaseIdSchema, domainQuerySchema, idParamsSchema } from './common.ts';
import { profileSchema } from './profile-model.ts';

/** GET /api/admin/candidates: the tenant's candidates, searched by name, email, skills and title. */
export const adminCandidateSearchQuerySchema = domainQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminCandidateSearchQuery = z.input<typeof adminCandidateSearchQuerySchema>;
export const ADMIN_CANDIDATE_PAGE_SIZE = 20;

export const adminCandidateSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  headline: z.string(),
  skills: z.array(z.string()),
  applicationCount: z.number(),
  /** ISO 8601 of the newest application, or null for a candidate who has not applied. */
  lastAppliedAt: z.string().nullable(),
});
export type AdminCandidateSummary = z.infer<typeof adminCandidateSummarySchema>;

export const adminCandidateListSchema = z.object({
  candidates: z.array(adminCandidateSummarySchema),
  total: z.number(),
});

export const adminCandidateResumeSchema = z.object({
  id: z.number(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  uploadedAt: z.string(),
  /** The employer download's relative path. */
  downloadUrl: z.string(),
});
export type AdminCandidateResume = z.infer<typeof adminCandidateResumeSchema>;

/** One answer of an application form, as a recruiter reads it. */
export const candidateAnswerSchema = z.object({
  name: z.string(),
  /** The question as the form asked it (the name when the form no longer has it). */
  label: z.string(),
  /** A yes-or-no answer stays a boolean, for the reader's language; anything else is text. */
  value: z.union([z.string(), z.boolean()]),
});
export type CandidateAnswer = z.infer<typeof candidateAnswerSchema>;

export const candidateApplicationSchema = z.object({
  id: z.number(),
  positionId: z.number(),
  positionTitle: z.string(),
  status: applicationStatusSchema,
  appliedAt: z.string(),
  answers: z.array(candidateAnswerSchema),
  history: z.array(applicationStatusEventSchema),
});
export type CandidateApplication = z.infer<typeof candidateApplicationSchema>;

export const adminCandidateSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  /** The candidate's review of a parse (marks, unconfirmed readings) is theirs alone. */
  profile: profileSchema.omit({
    resumes: true,
    avatar: true,
    parsedFields: true,
    resumeSuggestions: true,
  }),
  /** The résumé the candidate marked current, or null. */
  currentResume: adminCandidateResumeSchema.nullable(),
  /** Newest first. */
  applications: z.array(candidateApplicationSchema),
});
export type AdminCandidate = z.infer<typeof adminCandidateSchema>;

export const candidateResumeParamsSchema = idParamsSchema.extend({ resumeId: databaseIdSchema });

const tags = ['admin candidates'] as const;

/**
 * The recruiters' view of candidates. A tenant sees only its own: a candidate account belongs to
 * one site (candidates.tenant_id), so the site's talent pool is its candidate accounts.
 */
export const adminCandidateEndpoints = defineEndpoints({
  searchCandidates: {
    method: 'GET',
    path: '/api/admin/candidates',
    summary: 'Search the site’s candidates',
    tags,
    access: 'admin',
    permission: 'candidates',
    query: adminCandidateSearchQuerySchema,
    data: adminCandidateListSchema,
  },
  getAdminCandidate: {
    method: 'GET',
    path: '/api/admin/candidates/:id',
    summary: 'A candidate with resume, answers and history',
    tags,
    access: 'admin',
    permission: 'candidates',
    params: idParamsSchema,
    query: domainQuerySchema,
    data: adminCandidateSchema,
  },
  downloadCandidateResume: {
    method: 'GET',
    path: '/api/admin/candidates/:id/resumes/:resumeId',
    summary: 'Download a candidate’s resume',
    tags,
    access: 'admin',
    permission: 'candidates',
    params: candidateResumeParamsSchema,
    query: domainQuerySchema,
    produces: 'application/octet-stream',
  },
});
