import { positionInputSchema, type AdminPosition, type PositionInput } from '@careers/shared';
import type { z } from 'zod';

/** How the editor shows a field of the position contract. */
export type FieldKind =
  | 'text'
  | 'html'
  | 'select'
  | 'language'
  | 'checkbox'
  | 'number'
  | 'datetime'
  | 'list'
  | 'locations'
  | 'translations';
export type FormField = {
  name: string;
  kind: FieldKind;
  options: readonly string[];
  isRequired: boolean;
  /** An empty value is sent as null (a nullable field) or left out (an optional one). */
  isNullable: boolean;
};

type Def = {
  type: string;
  innerType?: z.ZodType;
  entries?: Record<string, string>;
  format?: string;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under optional, nullable and default wrappers, and which of them it had. */
const unwrap = (schema: z.ZodType) => {
  let inner = schema;
  let isOptional = false;
  let isNullable = false;
  for (
    let def = defOf(inner);
    ['optional', 'nullable', 'default'].includes(def.type);
    def = defOf(inner)
  ) {
    isOptional = true;
    if (def.type === 'nullable') isNullable = true;
    inner = def.innerType!;
  }
  return { inner, isOptional, isNullable };
};

const kindOf = (name: string, schema: z.ZodType): FieldKind => {
  const def = defOf(schema);
  if (name === 'description') return 'html';
  if (name === 'locations') return 'locations';
  if (name === 'translations') return 'translations';
  if (name === 'defaultLanguage') return 'language';
  if (def.type === 'enum') return 'select';
  if (def.type === 'boolean') return 'checkbox';
  if (def.type === 'number') return 'number';
  if (def.type === 'array') return 'list';
  if (def.type === 'string' && def.format === 'datetime') return 'datetime';
  return 'text';
};

/**
 * The editor's fields, read from the contract's schema (positionInputSchema): a field added to
 * the contract shows in the editor with a widget for its type; it needs only its label in
 * employer.json (`field.<name>`).
 */
export const POSITION_FORM_FIELDS: readonly FormField[] = Object.entries(
  positionInputSchema.shape as Record<string, z.ZodType>,
).map(([name, schema]) => {
  const { inner, isOptional, isNullable } = unwrap(schema);
  const entries = defOf(inner).entries;
  return {
    name,
    kind: kindOf(name, inner),
    options: entries ? Object.values(entries) : [],
    isRequired: !isOptional,
    isNullable,
  };
});

/** Form values: every field as the editor holds it (strings, booleans, lists). */
export type FormValues = Record<string, unknown>;

const toLocalInput = (iso: string | null | undefined) => (iso ? iso.slice(0, 16) : '');

export const valuesOf = (position: AdminPosition | undefined): FormValues => {
  const values: FormValues = {};
  const source = (position ?? {}) as Record<string, unknown>;
  for (const field of POSITION_FORM_FIELDS) {
    const value = source[field.name];
    if (field.kind === 'checkbox') values[field.name] = value === true;
    else if (field.kind === 'list')
      values[field.name] = Array.isArray(value) ? value.join(', ') : '';
    else if (field.kind === 'locations' || field.kind === 'translations')
      values[field.name] = Array.isArray(value) ? value : [];
    else if (field.kind === 'datetime') values[field.name] = toLocalInput(value as string | null);
    else values[field.name] = value == null ? '' : String(value);
  }
  if (!position) values.employmentType = 'full_time';
  return values;
};

/** The body of the save: empty optional fields are left out, numbers and dates converted. */
export const inputOf = (values: FormValues): PositionInput => {
  const body: Record<string, unknown> = {};
  for (const field of POSITION_FORM_FIELDS) {
    const value = values[field.name];
    if (field.kind === 'checkbox') body[field.name] = value === true;
    else if (field.kind === 'list')
      body[field.name] = String(value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
    else if (field.kind === 'locations' || field.kind === 'translations') body[field.name] = value;
    else if (value === '' || value == null) {
      if (field.isRequired) body[field.name] = '';
      else if (field.isNullable) body[field.name] = null;
    } else if (field.kind === 'number') body[field.name] = Number(value);
    else if (field.kind === 'datetime') body[field.name] = new Date(String(value)).toISOString();
    else body[field.name] = value;
  }
  return body as PositionInput;
};
