import { isItemVisible } from '@careers/shared/forms/index';
import type { FormSection, FormValues } from '@careers/shared/forms/index';

type ErrorState = {
  errors: Record<string, unknown>;
  touched: Record<string, unknown>;
  isSubmitted: boolean;
};

/** Visible questions of a section marked new. */
export function countNewQuestions(section: FormSection, values: FormValues): number {
  return section.items.filter((item) => item.newItem && isItemVisible(item, values)).length;
}

/** Errors counted on a step: invalid required fields that were touched, or after a submit. */
export function countStepErrors(
  section: FormSection,
  values: FormValues,
  state: ErrorState,
): number {
  return section.items.filter(
    (item) =>
      item.required &&
      isItemVisible(item, values) &&
      Boolean(state.errors[item.name]) &&
      (state.isSubmitted || Boolean(state.touched[item.name])),
  ).length;
}
