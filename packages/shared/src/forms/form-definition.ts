import { z } from 'zod';
import { formRuleSchema } from './form-rules-schema.ts';
import { choiceSchema, selectChoiceSchema } from './form-value-shapes.ts';
import type { FormValues } from './form-value-shapes.ts';
import type { FormRule } from './form-rules-schema.ts';

/** Every field type the form toolkit renders, aliases included. */
export const formFieldTypes = [
  'checkbox',
  'checkboxItem',
  'date',
  'dateRange',
  'dropdown',
  'select',
  'dynamicList',
  'email',
  'embedded_form',
  'esignForm',
  'file_upload',
  'fileUpload',
  'info',
  'instruction',
  'number',
  'phone',
  'radio',
  'skillSelector',
  'sin',
  'ssn',
  'text',
  'textarea',
  'star_rating',
  'country',
  'state',
] as const;
export const formFieldTypeSchema = z.enum(formFieldTypes);
export type FormFieldType = z.infer<typeof formFieldTypeSchema>;

/** Types that hold no answer of their own. */
export const displayOnlyFieldTypes: readonly FormFieldType[] = ['info', 'instruction'];

export type VisibleFn = (dependencyValues: unknown[], values: FormValues) => boolean;
export type SearchSkillsFn = (query: string) => Promise<string[]>;
export type FetchOptionsFn = (parentValue: unknown) => Promise<{ label: string; value: string }[]>;

const fn = <T>() => z.custom<T>((value) => typeof value === 'function');

/** A JSON-friendly alternative to visibleFn: shown when the dependency matches. */
export const visibleWhenSchema = z.object({
  field: z.string().min(1),
  equals: z.unknown().optional(),
  in: z.array(z.unknown()).optional(),
  notEmpty: z.boolean().optional(),
});
export type VisibleWhen = z.infer<typeof visibleWhenSchema>;

/** Days from today (a number) or an ISO date. */
const dateLimit = z.union([z.number().int(), z.string()]);

const optionObjects = {
  selectOptions: z
    .object({
      options: z.array(selectChoiceSchema).optional(),
      endpoint: z.string().optional(),
      fetchOptions: fn<FetchOptionsFn>().optional(),
      searchable: z.boolean().optional(),
      placeholder: z.string().optional(),
    })
    .optional(),
  radioOptions: z
    .object({ options: z.array(choiceSchema), inline: z.boolean().optional() })
    .optional(),
  checkboxOptions: z
    .object({
      options: z.array(choiceSchema).optional(),
      variant: z.enum(['single', 'toggle']).optional(),
      text: z.string().optional(),
    })
    .optional(),
  dateOptions: z
    .object({
      today: z.boolean().optional(),
      enableFrom: dateLimit.optional(),
      enableUntil: dateLimit.optional(),
    })
    .optional(),
  dateRangeOptions: z
    .object({
      format: z.literal('MM/YYYY').optional(),
      allowCurrent: z.boolean().optional(),
      currentLabel: z.string().optional(),
      disallowFutureStartDate: z.boolean().optional(),
    })
    .optional(),
  fileUploadOptions: z
    .object({ accept: z.string().optional(), multiple: z.boolean().optional() })
    .optional(),
  phoneOptions: z
    .object({ defaultCountry: z.string().length(2).optional(), strict: z.boolean().optional() })
    .optional(),
  emailOptions: z.object({ strict: z.boolean().optional() }).optional(),
  textOptions: z.object({ placeholder: z.string().optional() }).optional(),
  textAreaOptions: z
    .object({ placeholder: z.string().optional(), rows: z.number().int().positive().optional() })
    .optional(),
  skillSelectorOptions: z
    .object({
      suggestions: z.array(z.string()).optional(),
      searchSkills: fn<SearchSkillsFn>().optional(),
    })
    .optional(),
  instructionOptions: z.object({ text: z.string().optional() }).optional(),
  esignOptions: z
    .object({
      customDomain: z.string().optional(),
      wid: z.string().optional(),
      hosted: z.boolean().optional(),
      url: z.string().optional(),
      title: z.string().optional(),
    })
    .optional(),
  starRatingOptions: z.object({ isEditable: z.boolean().optional() }).optional(),
};

export type FormItem = {
  name: string;
  label?: string;
  ariaLabel?: string;
  type: FormFieldType;
  help?: string;
  image?: string;
  required?: boolean;
  hidden?: boolean;
  readonly?: boolean;
  confidential?: boolean;
  newItem?: boolean;
  dependencies?: string[];
  visibleFn?: VisibleFn;
  visibleWhen?: VisibleWhen;
  rules?: FormRule[];
  layout?: 'full' | 'half';
  dynamicListOptions?: DynamicListOptions;
} & { [K in keyof typeof optionObjects]?: z.infer<(typeof optionObjects)[K]> };

export type DeleteButtonRendererProps = { index: number; label: string; onDelete: () => void };

export type DynamicListOptions = {
  items: FormItem[];
  itemDefaultValue?: FormValues;
  addButton?: { text?: string; icon?: string };
  /** Title of a row, e.g. the employer's name; default 'Item N'. */
  itemTitleRenderer?: (row: FormValues, index: number) => string;
  /** Custom delete control (a React node in the forms package); default a 'Delete' button. */
  deleteButtonRenderer?: (props: DeleteButtonRendererProps) => unknown;
  itemLayout?: 'column' | 'grid';
};

/**
 * One field; a dynamic list holds fields of its own, so the schema refers to itself. Its `id`
 * names it in the OpenAPI document: a recursive schema must be a component there, or the
 * reference to itself points nowhere.
 */
export const formItemSchema: z.ZodType<FormItem> = z
  .lazy(() =>
    z.object({
      name: z.string().min(1),
      label: z.string().optional(),
      ariaLabel: z.string().optional(),
      type: formFieldTypeSchema,
      help: z.string().optional(),
      image: z.string().optional(),
      required: z.boolean().optional(),
      hidden: z.boolean().optional(),
      readonly: z.boolean().optional(),
      confidential: z.boolean().optional(),
      newItem: z.boolean().optional(),
      dependencies: z.array(z.string()).optional(),
      visibleFn: fn<VisibleFn>().optional(),
      visibleWhen: visibleWhenSchema.optional(),
      rules: z.array(formRuleSchema).optional(),
      layout: z.enum(['full', 'half']).optional(),
      dynamicListOptions: z
        .object({
          items: z.array(formItemSchema),
          itemDefaultValue: z.record(z.string(), z.unknown()).optional(),
          addButton: z
            .object({ text: z.string().optional(), icon: z.string().optional() })
            .optional(),
          itemTitleRenderer: fn<(row: FormValues, index: number) => string>().optional(),
          deleteButtonRenderer: fn<(props: DeleteButtonRendererProps) => unknown>().optional(),
          itemLayout: z.enum(['column', 'grid']).optional(),
        })
        .optional(),
      ...optionObjects,
    }),
  )
  .meta({ id: 'FormItem' });

export const formSectionSchema = z.object({
  id: z.string().optional(),
  title: z.string(),
  items: z.array(formItemSchema),
});
export type FormSection = z.infer<typeof formSectionSchema>;

/** A form definition: a list of sections, each with a title and items. */
export const formDefinitionSchema = z.object({
  sections: z.array(formSectionSchema),
});
export type FormDefinition = z.infer<typeof formDefinitionSchema>;

export function isSelectType(type: FormFieldType): boolean {
  return type === 'select' || type === 'dropdown' || type === 'country' || type === 'state';
}
export function isFileType(type: FormFieldType): boolean {
  return type === 'file_upload' || type === 'fileUpload';
}
export function isEsignType(type: FormFieldType): boolean {
  return type === 'embedded_form' || type === 'esignForm';
}
