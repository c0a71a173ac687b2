import { listItems, toStoredPhone } from '@careers/shared/forms/index';
import type { FormDefinition, FormItem, FormValues, PhoneValue } from '@careers/shared/forms/index';

function convert(items: FormItem[], values: FormValues): FormValues {
  const result: FormValues = { ...values };
  for (const item of items) {
    const value = values[item.name];
    if (item.type === 'phone' && value !== undefined) {
      result[item.name] = toStoredPhone(value as PhoneValue | string | null);
    }
    if (item.type === 'dynamicList' && Array.isArray(value)) {
      const children = item.dynamicListOptions?.items ?? [];
      result[item.name] = value.map((row: FormValues) => convert(children, row ?? {}));
    }
  }
  return result;
}

/** Answers as they are stored: phone values become the calling code followed by the number. */
export function toSubmissionValues(definition: FormDefinition, values: FormValues): FormValues {
  return convert(listItems(definition), values);
}
