import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint.ts';
import { dataEnvelope } from '../api/envelope.ts';
import { domainQuerySchema } from './common.ts';
import { formDefinitionSchema } from '../forms/form-definition.ts';

/** Where an assigned form stands for the candidate: untouched, started, or submitted. */
export const FORM_STATUSES = ['open', 'in_progress', 'completed'] as const;
export const formStatusSchema = z.enum(FORM_STATUSES);
export type FormStatus = z.infer<typeof formStatusSchema>;

export const FORM_KINDS = ['questionnaire', 'onboarding', 'application'] as const;
export const formKindSchema = z.enum(FORM_KINDS);
export type FormKind = z.infer<typeof formKindSchema>;

/** A form's key in links and API paths (`/careers/forms?form_id=showcase`). */
export const formKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9][a-z0-9_-]*$/i, 'Use letters, digits, dashes and underscores.');

/** Answers by field name; file fields hold uploaded-file values. */
export const formAnswersSchema = z.record(z.string().max(200), z.unknown());
export type FormAnswers = z.infer<typeof formAnswersSchema>;

/** GET /api/pcsx/forms_list : one status tab (tab_id), and the count of every tab when asked. */
export const formsListQuerySchema = domainQuerySchema.extend({
  tab_id: formStatusSchema.optional(),
  include_tab_list: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});
export type FormsListQuery = z.input<typeof formsListQuerySchema>;

export const formSummarySchema = z.object({
  form_id: z.string(),
  title: z.string(),
  kind: formKindSchema,
  status: formStatusSchema,
  assigned_at: z.string(),
  updated_at: z.string(),
  due_at: z.string().nullable(),
});
export type FormSummary = z.infer<typeof formSummarySchema>;

export const formsTabSchema = z.object({ id: formStatusSchema, count: z.number().int() });

export const formsListResponseSchema = dataEnvelope(
  z.object({
    forms: z.array(formSummarySchema),
    tabList: z.array(formsTabSchema).optional(),
  }),
);
export type FormsListResponse = z.infer<typeof formsListResponseSchema>;

export const formKeyParamsSchema = z.object({ formId: formKeySchema });

/** A stored form definition as JSON: `visibleFn` cannot be stored, `visibleWhen` can. */
export const storedFormSchema = z.object({
  form_id: z.string(),
  title: z.string(),
  kind: formKindSchema,
  is_public: z.boolean(),
  definition: formDefinitionSchema,
});
export type StoredForm = z.infer<typeof storedFormSchema>;

export const savedResponseSchema = z.object({
  answers: formAnswersSchema,
  status: z.enum(['draft', 'submitted']),
  updated_at: z.string(),
});

/** GET /api/pcsx/forms/{formId}: the form, and the candidate's draft or submitted answers. */
export const formResponseSchema = dataEnvelope(
  z.object({
    form: storedFormSchema,
    status: formStatusSchema.nullable(),
    response: savedResponseSchema.nullable(),
  }),
);

export const formAnswersBodySchema = z.object({
  domain: z.string().optional(),
  answers: formAnswersSchema,
});
export type FormAnswersBody = z.infer<typeof formAnswersBodySchema>;

export const savedFormResponseSchema = dataEnvelope(savedResponseSchema);

/** Admin: create or replace a form; the definition is checked by `formDefinitionSchema`. */
export const adminFormBodySchema = z.object({
  form_id: formKeySchema,
  title: z.string().trim().min(1).max(200),
  kind: formKindSchema.default('questionnaire'),
  is_public: z.boolean().default(false),
  definition: formDefinitionSchema,
});
export type AdminFormBody = z.input<typeof adminFormBodySchema>;

export const adminFormAssignBodySchema = z.object({
  email: z.email().max(254),
  due_at: z.iso.datetime({ offset: true }).optional(),
});

export const assignFormResponseSchema = dataEnvelope(
  z.object({ form_id: z.string(), email: z.string(), status: formStatusSchema }),
);

/** The most one file of a form's answers may hold, whatever the field's own rules allow. */
export const FORM_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** The multipart part that carries the file of an answer upload. */
export const FORM_FILE_PART = 'file';

/** An answer's file upload names the file field it is for: its types and size rules apply. */
export const formFileQuerySchema = domainQuerySchema.extend({
  field: z.string().trim().min(1).max(200),
});

/**
 * A file stored for a form's answers: the answers then name it by `fileId`. Size and type are
 * the server's, counted and detected on the bytes received.
 */
export const storedFormFileSchema = z.object({
  fileId: z.uuid(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  type: z.string(),
});
export type StoredFormFile = z.infer<typeof storedFormFileSchema>;

/** Refusals of a file upload: checked on the bytes received, before anything is stored. */
export const FILE_UPLOAD_ERRORS = [
  'bad_request',
  'payload_too_large',
  'file_too_large',
  'file_type_not_allowed',
  'file_empty',
  'file_encrypted',
  'file_too_complex',
  'server_busy',
] as const;

const tags = ['forms'] as const;
const adminTags = ['admin'] as const;
/** Refusals of answers: a file that is not one, too large, or invalid answers (per field). */
const answerErrors = ['bad_request', 'payload_too_large'] as const;

export const formEndpoints = defineEndpoints({
  listForms: {
    method: 'GET',
    path: '/api/pcsx/forms_list',
    summary: 'The candidate’s forms, by status tab',
    tags,
    access: 'candidate',
    query: formsListQuerySchema,
    data: formsListResponseSchema.shape.data,
  },
  getForm: {
    method: 'GET',
    path: '/api/pcsx/forms/:formId',
    summary: 'A form with the candidate’s draft or last submission (public forms: visitors too)',
    tags,
    access: 'public',
    params: formKeyParamsSchema,
    query: domainQuerySchema,
    data: formResponseSchema.shape.data,
    errors: ['login_required'],
  },
  saveFormDraft: {
    method: 'PUT',
    path: '/api/pcsx/forms/:formId/draft',
    summary: 'Save a draft of the answers (kept on the server, resumable anywhere)',
    tags,
    access: 'candidate',
    params: formKeyParamsSchema,
    query: domainQuerySchema,
    body: formAnswersBodySchema,
    data: savedFormResponseSchema.shape.data,
    errors: answerErrors,
  },
  uploadFormFile: {
    method: 'POST',
    path: '/api/pcsx/forms/:formId/files',
    summary: `Upload one file for a file field of the form (multipart, "${FORM_FILE_PART}"); the answers then name it by fileId`,
    tags,
    access: 'public',
    params: formKeyParamsSchema,
    query: formFileQuerySchema,
    bodyType: 'multipart',
    data: storedFormFileSchema,
    errors: ['login_required', ...FILE_UPLOAD_ERRORS],
  },
  getFormFile: {
    method: 'GET',
    path: '/api/pcsx/form_files/:fileId',
    summary: "A file of the candidate's form answers; only its owner may read it",
    tags,
    access: 'candidate',
    params: z.object({ fileId: z.uuid() }),
    query: domainQuerySchema,
    produces: 'application/octet-stream',
  },
  submitForm: {
    method: 'POST',
    path: '/api/pcsx/forms/:formId/submit',
    summary: 'Submit the answers; invalid ones get 422 with a message per field',
    tags,
    access: 'public',
    params: formKeyParamsSchema,
    query: domainQuerySchema,
    body: formAnswersBodySchema,
    data: savedFormResponseSchema.shape.data,
    errors: ['login_required', 'answers_invalid', ...answerErrors],
  },
  saveFormDefinition: {
    method: 'PUT',
    path: '/api/admin/forms',
    summary: 'Create a form or replace it (keyed by form_id); the definition is validated',
    tags: adminTags,
    access: 'admin',
    permission: 'forms',
    query: domainQuerySchema,
    body: adminFormBodySchema,
    data: storedFormSchema,
  },
  getAdminForm: {
    method: 'GET',
    path: '/api/admin/forms/:formId',
    summary: 'Read a form',
    tags: adminTags,
    access: 'admin',
    permission: 'forms',
    params: formKeyParamsSchema,
    query: domainQuerySchema,
    data: storedFormSchema,
  },
  assignForm: {
    method: 'POST',
    path: '/api/admin/forms/:formId/assignments',
    summary: 'Assign a form to a candidate: it opens in their forms centre, with a notification',
    tags: adminTags,
    access: 'admin',
    permission: 'forms',
    params: formKeyParamsSchema,
    query: domainQuerySchema,
    body: adminFormAssignBodySchema,
    data: assignFormResponseSchema.shape.data,
  },
});
