import type { FieldError } from './form-messages.ts';
import { fieldError } from './form-messages.ts';
import { isEsignType, isFileType, displayOnlyFieldTypes } from './form-definition.ts';
import type { FormDefinition, FormItem } from './form-definition.ts';
import type { FormRule } from './form-rules-schema.ts';
import type { FormValues } from './form-value-shapes.ts';
import { isEmptyValue, requiredError } from './required-rule.ts';
import { checkTextRule } from './text-rules.ts';
import { checkDateComparison, checkDatePattern } from './date-rules.ts';
import { checkDateRange } from './date-range-rule.ts';
import { checkFileRule, checkListRule } from './collection-rules.ts';
import { isItemVisible } from './field-visibility.ts';
import { parseIsoDate } from './form-dates.ts';

export type ValidateOptions = {
  /** The clock for date rules; injected so tests and servers agree on "today". */
  now?: Date;
  /** Label of another field, for date_comparison messages. */
  labelOf?: (name: string) => string;
};

/** File answers as name and size; anything malformed counts as a file of unknown name and no size. */
function toFiles(value: unknown): { name: string; size: number }[] {
  if (!Array.isArray(value)) return [];
  return value.map((file: unknown) => {
    const entry = (file && typeof file === 'object' ? file : {}) as {
      name?: unknown;
      size?: unknown;
    };
    return {
      name: typeof entry.name === 'string' ? entry.name : '',
      size: typeof entry.size === 'number' && Number.isFinite(entry.size) ? entry.size : 0,
    };
  });
}

/** Rules implied by the type itself, unless the definition lists them explicitly. */
function impliedRules(item: FormItem): FormRule[] {
  const has = (type: FormRule['type']) => item.rules?.some((rule) => rule.type === type);
  if (item.type === 'email' && !has('email')) {
    return [{ type: 'email', value: item.emailOptions?.strict ? 'strict' : 'default' }];
  }
  if (item.type === 'phone' && !has('phone')) {
    return [{ type: 'phone', value: item.phoneOptions?.strict ? 'strict' : 'default' }];
  }
  if (item.type === 'ssn' && !has('ssn')) return [{ type: 'ssn' }];
  if (item.type === 'sin' && !has('sin')) return [{ type: 'sin' }];
  return [];
}

function checkRule(
  item: FormItem,
  rule: FormRule,
  value: unknown,
  values: FormValues,
  options: ValidateOptions,
): FieldError | null {
  const now = options.now ?? new Date();
  if (rule.type === 'required') return null;
  if (isFileType(item.type)) return checkFileRule(toFiles(value), rule);
  if (item.type === 'dynamicList') return checkListRule(Array.isArray(value) ? value : [], rule);
  if (item.type === 'date') {
    const text = typeof value === 'string' ? value : '';
    if (rule.type === 'date') return checkDatePattern(text, rule.value, now, rule.message);
    if (rule.type === 'date_comparison') {
      const label = options.labelOf?.(rule.value.field) ?? rule.value.field;
      return checkDateComparison(text, rule.value, values[rule.value.field], label, rule.message);
    }
  }
  return checkTextRule(value, rule);
}

/**
 * Validates one field: required first, then the type's own rule, then the
 * definition's rules in order. The first failing rule wins; a rule's message overrides the default.
 */
export function validateField(
  item: FormItem,
  value: unknown,
  values: FormValues = {},
  options: ValidateOptions = {},
): FieldError | null {
  if (displayOnlyFieldTypes.includes(item.type) || isEsignType(item.type)) return null;
  const requiredRule = item.rules?.find((rule) => rule.type === 'required');
  const isRequired = Boolean(item.required || requiredRule);
  if (item.type === 'dateRange') {
    return checkDateRange(value as never, {
      isRequired,
      disallowFutureStartDate: item.dateRangeOptions?.disallowFutureStartDate,
      now: options.now ?? new Date(),
    });
  }
  if (isEmptyValue(item, value)) {
    if (isRequired) return requiredError(item, requiredRule?.message);
    if (item.type !== 'dynamicList' && !isFileType(item.type)) return null;
  }
  if (item.type === 'date' && typeof value === 'string' && value && parseIsoDate(value) === null) {
    return fieldError('invalidDate');
  }
  if (
    item.type === 'number' &&
    typeof value === 'string' &&
    value &&
    !/^-?\d+(\.\d+)?$/.test(value)
  ) {
    return fieldError('regex');
  }
  for (const rule of [...impliedRules(item), ...(item.rules ?? [])]) {
    const error = checkRule(item, rule, value, values, options);
    if (error) return error;
  }
  return null;
}

/** Every item of a definition, flattened across sections. */
export function listItems(definition: FormDefinition): FormItem[] {
  return definition.sections.flatMap((section) => section.items);
}

/**
 * Validates a whole submission: visible fields only; dynamic list rows are checked against the
 * list's item fields with keys like `jobs.0.title`. The server runs this same function.
 */
export function validateForm(
  definition: FormDefinition,
  values: FormValues,
  options: ValidateOptions = {},
): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  const items = listItems(definition);
  const labelOf =
    options.labelOf ?? ((name: string) => items.find((item) => item.name === name)?.label ?? name);
  for (const item of items) {
    if (!isItemVisible(item, values)) continue;
    const error = validateField(item, values[item.name], values, { ...options, labelOf });
    if (error) errors[item.name] = error;
    if (item.type !== 'dynamicList' || !Array.isArray(values[item.name])) continue;
    (values[item.name] as unknown[]).forEach((entry, index) => {
      const row = (entry && typeof entry === 'object' ? entry : {}) as FormValues;
      for (const child of item.dynamicListOptions?.items ?? []) {
        if (!isItemVisible(child, row)) continue;
        const childError = validateField(child, row[child.name], row, { ...options, labelOf });
        if (childError) errors[`${item.name}.${index}.${child.name}`] = childError;
      }
    });
  }
  return errors;
}
