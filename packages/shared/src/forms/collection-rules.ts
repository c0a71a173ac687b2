import { fieldError } from './form-messages.ts';
import type { FieldError } from './form-messages.ts';
import type { FormRule } from './form-rules-schema.ts';

type FileLike = { name: string; size: number };
const megabyte = 1024 * 1024;

/** File rules: count limits, per-file size (naming the files) and cumulative size. */
export function checkFileRule(files: FileLike[], rule: FormRule): FieldError | null {
  switch (rule.type) {
    case 'minLength':
      return files.length >= rule.value
        ? null
        : fieldError('fileMinCount', { count: rule.value }, rule.message);
    case 'maxLength':
      return files.length <= rule.value
        ? null
        : fieldError('fileMaxCount', { count: rule.value }, rule.message);
    case 'maxFileSizeMB': {
      const large = files.filter((file) => file.size > rule.value * megabyte);
      if (!large.length) return null;
      const names = large.map((file) => file.name).join(', ');
      return fieldError('fileMaxSize', { size: rule.value, files: names }, rule.message);
    }
    case 'maxCumulativeFileSizeMB': {
      const total = files.reduce((sum, file) => sum + file.size, 0);
      return total <= rule.value * megabyte
        ? null
        : fieldError('fileMaxCumulativeSize', { size: rule.value }, rule.message);
    }
    default:
      return null;
  }
}

/** Dynamic list rules: minimum and maximum item count. */
export function checkListRule(items: unknown[], rule: FormRule): FieldError | null {
  if (rule.type === 'minLength' && items.length < rule.value) {
    return fieldError('listMinLength', { count: rule.value }, rule.message);
  }
  if (rule.type === 'maxLength' && items.length > rule.value) {
    return fieldError('listMaxLength', { count: rule.value }, rule.message);
  }
  return null;
}

/** List length bounds from a field's rules. */
export function listBounds(rules: FormRule[] | undefined): { min: number; max: number } {
  let min = 0;
  let max = Number.POSITIVE_INFINITY;
  for (const rule of rules ?? []) {
    if (rule.type === 'minLength') min = rule.value;
    if (rule.type === 'maxLength') max = rule.value;
  }
  return { min, max };
}
