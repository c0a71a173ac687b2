import { errorText, fieldErrorText } from '@/lib/http/index.ts';

/** Where a failure is shown: under the field it names, or as a message of the whole step. */
export type StepErrors = { field?: string; form?: string };

/**
 * The server's per-field message for `field` when it names one, else its message for the step;
 * a refusal with a domain code (an expired code, sign-in turned off) in the reader's language.
 */
export const toStepErrors = (error: unknown, field: string, fallback: string): StepErrors => {
  const fieldMessage = fieldErrorText(error, field);
  if (fieldMessage) return { field: fieldMessage };
  return { form: errorText(error, fallback) };
};
