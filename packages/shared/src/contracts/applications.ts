import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint.ts';
import { dataEnvelope } from '../api/envelope.ts';
import { databaseIdSchema, domainQuerySchema } from './common.ts';
import {
  FILE_UPLOAD_ERRORS,
  FORM_FILE_PART,
  formAnswersSchema,
  formFileQuerySchema,
  savedResponseSchema,
  storedFormFileSchema,
  storedFormSchema,
} from './forms.ts';
import { applicationSchema, dashboardApplicationSchema } from './application-model.ts';

export const positionIdQuerySchema = domainQuerySchema.extend({
  position_id: databaseIdSchema,
});

/** GET /api/pcsx/apply_form : the tenant's application form for a position, prefilled. */
export const applyFormResponseSchema = dataEnvelope(
  z.object({
    form: storedFormSchema,
    position: z.object({ id: z.number(), name: z.string() }),
    /** Answers taken from the candidate's profile, for fields the draft leaves empty. */
    prefill: formAnswersSchema,
    response: savedResponseSchema.nullable(),
  }),
);

export const applyAnswersBodySchema = z.object({
  domain: z.string().optional(),
  position_id: databaseIdSchema,
  answers: formAnswersSchema,
  /** A visitor applying while signed out gives an email address. */
  email: z.email().max(254).optional(),
  /** The referral link's token: the application counts as referred (an unknown one is ignored). */
  referral_token: z.string().max(100).optional(),
});
export type ApplyAnswersBody = z.infer<typeof applyAnswersBodySchema>;

export const submitApplicationResponseSchema = dataEnvelope(applicationSchema);

/** GET /api/pcsx/dashboard/applications : those under way, and those that are over. */
export const dashboardApplicationsResponseSchema = dataEnvelope(
  z.object({
    applications: z.array(dashboardApplicationSchema),
    inactiveApplications: z.array(dashboardApplicationSchema),
  }),
);

/** An unfinished application; archived_at tells that its position has closed since. */
export const draftApplicationSchema = z.object({
  position_id: z.number(),
  position: z.object({ id: z.number(), name: z.string(), archived_at: z.string().nullable() }),
  updated_at: z.string(),
});
export type DraftApplication = z.infer<typeof draftApplicationSchema>;

export const draftApplicationsResponseSchema = dataEnvelope(
  z.object({ draft_applications: z.array(draftApplicationSchema) }),
);

/** DELETE /api/pcsx/draft_applications : body position_ids (list). */
export const deleteDraftApplicationsBodySchema = z.object({
  domain: z.string().optional(),
  position_ids: z.array(databaseIdSchema).min(1).max(100),
});
export const deleteDraftApplicationsResponseSchema = dataEnvelope(
  z.object({ deleted: z.number().int() }),
);

const tags = ['applications'] as const;
/** Refusals of answers: a file that is not one, or one too large. */
const answerErrors = ['bad_request', 'payload_too_large'] as const;

export const applicationEndpoints = defineEndpoints({
  getApplyForm: {
    method: 'GET',
    path: '/api/pcsx/apply_form',
    summary: 'The application form for a position, prefilled, with the draft',
    description: 'Visitors may open it when the site lets them apply without signing in.',
    tags,
    access: 'public',
    query: positionIdQuerySchema,
    data: applyFormResponseSchema.shape.data,
    errors: ['login_required', 'position_closed'],
  },
  uploadApplicationFile: {
    method: 'POST',
    path: '/api/pcsx/apply_form/files',
    summary: `Upload one file for a file field of the application form (multipart, "${FORM_FILE_PART}"); the answers then name it by fileId`,
    tags,
    access: 'public',
    query: formFileQuerySchema,
    bodyType: 'multipart',
    data: storedFormFileSchema,
    errors: ['login_required', ...FILE_UPLOAD_ERRORS],
  },
  saveApplicationDraft: {
    method: 'PUT',
    path: '/api/pcsx/apply_form/draft',
    summary: 'Save the application as a draft',
    tags,
    access: 'candidate',
    query: domainQuerySchema,
    body: applyAnswersBodySchema,
    data: savedResponseSchema,
    errors: ['position_closed', ...answerErrors],
  },
  submitApplication: {
    method: 'POST',
    path: '/api/pcsx/apply',
    summary: 'Submit an application; invalid answers get 422 with a message per field',
    description:
      'Visitors may apply, with an email address, when the site lets them apply without signing in.',
    tags,
    access: 'public',
    query: domainQuerySchema,
    body: applyAnswersBodySchema,
    data: applicationSchema,
    status: 201,
    errors: [
      'login_required',
      'position_closed',
      'already_applied',
      'answers_invalid',
      ...answerErrors,
    ],
  },
  listDraftApplications: {
    method: 'GET',
    path: '/api/pcsx/draft_applications',
    summary: 'The candidate’s unfinished applications',
    tags,
    access: 'candidate',
    query: domainQuerySchema,
    data: draftApplicationsResponseSchema.shape.data,
  },
  deleteDraftApplications: {
    method: 'DELETE',
    path: '/api/pcsx/draft_applications',
    summary: 'Delete draft applications by position id',
    tags,
    access: 'candidate',
    query: domainQuerySchema,
    body: deleteDraftApplicationsBodySchema,
    data: deleteDraftApplicationsResponseSchema.shape.data,
  },
  listApplications: {
    method: 'GET',
    path: '/api/pcsx/dashboard/applications',
    summary: 'The candidate’s applications and inactive applications',
    tags,
    access: 'candidate',
    query: domainQuerySchema,
    data: dashboardApplicationsResponseSchema.shape.data,
  },
});
