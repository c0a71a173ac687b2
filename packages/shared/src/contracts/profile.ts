import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint.ts';
import { dataEnvelope } from '../api/envelope.ts';
import { domainQuerySchema, idParamsSchema } from './common.ts';
import {
  PROFILE_SECTIONS,
  profileDetailsResponseSchema,
  profileEditBodySchema,
  profileEditResponseSchema,
} from './profile-edit.ts';
import { profileSchema, SUGGESTED_FIELDS } from './profile-model.ts';
import { resumeReviewBodySchema } from './resume-review.ts';

/** GET /api/pcsx/profile_analysis */
export const profileAnalysisSchema = z.object({
  completion: z.object({
    /** 0 to 100. */
    percentage: z.number(),
    /** Sections still empty, most useful first, each with what to add (in the asked language). */
    missing: z.array(z.object({ section: z.enum(PROFILE_SECTIONS), hint: z.string() })),
  }),
  analysis: z.object({
    /** How many of the tenant's open positions resemble the candidate's (the basis of the rest). */
    comparedPositions: z.number(),
    /** Skills most asked for in those positions that the profile lacks. */
    missingSkills: z.array(z.object({ name: z.string(), positionCount: z.number() })),
    /** The position titles the profile fits best. */
    bestTitles: z.array(
      z.object({ title: z.string(), score: z.number(), positionCount: z.number() }),
    ),
  }),
});
export type ProfileAnalysis = z.infer<typeof profileAnalysisSchema>;

/** Multipart fields of POST /api/pcsx/upload_resume. */
export const RESUME_UPLOAD_FIELDS = {
  fileName: 'resume_file_name',
  /** A data URL: `data:application/pdf;base64,...`. */
  content: 'resume_content',
  domain: 'domain',
} as const;
export const RESUME_FILE_EXTENSIONS = [
  '.doc',
  '.docx',
  '.odt',
  '.pdf',
  '.txt',
  '.png',
  '.jpg',
  '.jpeg',
];

export const uploadResumeResponseSchema = dataEnvelope(
  z.object({
    candidate: profileSchema,
    /** What the parser found and filled; `textReadable` false for an image or an unreadable file. */
    parse: z.object({
      textReadable: z.boolean(),
      filledFields: z.array(z.string()),
      addedItems: z.number(),
      /** What it read without being sure: not written, offered in `candidate.resumeSuggestions`. */
      suggestedFields: z.array(z.enum(SUGGESTED_FIELDS)),
    }),
  }),
);

export const EXPORT_RESUME_FORMATS = ['pdf', 'json_resume'] as const;
export const exportResumeQuerySchema = domainQuerySchema.extend({
  format: z.enum(EXPORT_RESUME_FORMATS).default('pdf'),
});

export const avatarParamsSchema = z.object({ fileId: z.uuid() });

const tags = ['profile'] as const;

export const profileEndpoints = defineEndpoints({
  getProfileDetails: {
    method: 'GET',
    path: '/api/pcsx/profile_details',
    summary: "The signed-in candidate's profile, every section",
    tags,
    access: 'candidate',
    query: domainQuerySchema,
    data: profileDetailsResponseSchema.shape.data,
  },
  editProfile: {
    method: 'POST',
    path: '/api/pcsx/profile_edit',
    summary: 'Edit one section, or add, update or delete one item of a list section',
    tags,
    access: 'candidate',
    query: domainQuerySchema,
    body: profileEditBodySchema,
    data: profileEditResponseSchema.shape.data,
    errors: ['profile_invalid', 'file_type_not_allowed', 'file_too_large'],
  },
  getProfileAnalysis: {
    method: 'GET',
    path: '/api/pcsx/profile_analysis',
    summary: "Completion of the profile and how it compares with the tenant's open positions",
    tags,
    access: 'candidate',
    query: domainQuerySchema,
    data: profileAnalysisSchema,
  },
  uploadResume: {
    method: 'POST',
    path: '/api/pcsx/upload_resume',
    summary: `Upload a resume (multipart: ${RESUME_UPLOAD_FIELDS.fileName}, ${RESUME_UPLOAD_FIELDS.content} as a data URL, ${RESUME_UPLOAD_FIELDS.domain}); its parsed fields fill what is empty`,
    tags,
    access: 'candidate',
    query: domainQuerySchema,
    bodyType: 'multipart',
    data: uploadResumeResponseSchema.shape.data,
    errors: [
      'bad_request',
      'payload_too_large',
      'file_too_large',
      'file_type_not_allowed',
      'file_empty',
      'file_encrypted',
      'file_too_complex',
    ],
  },
  /*
   * Our own endpoint, not more operations of profile_edit: profile_edit's sections, operations and
   * per-field 422s are the spec's, and a review sends no value, it answers a mark or a suggestion
   * that is not a section of the profile (the spec leaves what the server does beyond its
   * answers open). The answer is the profile, as profile_edit's and the resume routes' are.
   */
  reviewResume: {
    method: 'POST',
    path: '/api/pcsx/resume_review',
    summary:
      'Review what a resume upload did: use or dismiss a suggestion, keep or undo a filled field or an added item (one, or all)',
    tags,
    access: 'candidate',
    query: domainQuerySchema,
    body: resumeReviewBodySchema,
    data: profileDetailsResponseSchema.shape.data,
    errors: ['profile_invalid'],
  },
  exportResume: {
    method: 'GET',
    path: '/api/pcsx/export_resume',
    summary:
      'The profile as a PDF resume (format=pdf) or a JSON Resume 1.0.0 document (format=json_resume)',
    tags,
    access: 'candidate',
    query: exportResumeQuerySchema,
    produces: 'application/pdf',
  },
  downloadResume: {
    method: 'GET',
    path: '/api/pcsx/resumes/:id/file',
    summary: 'Download one of the candidate’s uploaded resumes',
    tags,
    access: 'candidate',
    params: idParamsSchema,
    query: domainQuerySchema,
    produces: 'application/octet-stream',
  },
  makeResumeCurrent: {
    method: 'POST',
    path: '/api/pcsx/resumes/:id/current',
    summary: 'Mark an uploaded resume as the current one',
    tags,
    access: 'candidate',
    params: idParamsSchema,
    query: domainQuerySchema,
    data: profileDetailsResponseSchema.shape.data,
  },
  getAvatar: {
    method: 'GET',
    path: '/api/pcsx/avatars/:fileId',
    summary: "The candidate's profile photo (PNG or JPEG); only its owner may read it",
    tags,
    access: 'candidate',
    params: avatarParamsSchema,
    query: domainQuerySchema,
    produces: 'image/*',
  },
  deleteResume: {
    method: 'DELETE',
    path: '/api/pcsx/resumes/:id',
    summary: 'Delete an uploaded resume and its file',
    tags,
    access: 'candidate',
    params: idParamsSchema,
    query: domainQuerySchema,
    data: profileDetailsResponseSchema.shape.data,
  },
});
