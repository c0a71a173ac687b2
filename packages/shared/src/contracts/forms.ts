import { z } from 'zod';
import { dataEnvelope } from '../api/envelope.ts';
import { domainQuerySchema } from './common.ts';
import { formDefinitionSchema } from '../forms/form-definition.ts';

/** Form status values (spec 000 section 3). */
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

/** GET /api/pcsx/forms_list : tab_id, include_tab_list, domain (spec 001 section 7). */
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
  definition: z.unknown(),
});
export type StoredForm = Omit<z.infer<typeof storedFormSchema>, 'definition'> & {
  definition: z.infer<typeof formDefinitionSchema>;
};

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
