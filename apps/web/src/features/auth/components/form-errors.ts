import { isHttpError } from '@/lib/http/index.ts';

/** Where a failure is shown: under the field it names, or as a message of the whole step. */
export type StepErrors = { field?: string; form?: string };

/** The server's per-field message for `field` when it names one, else its message for the step. */
export const toStepErrors = (error: unknown, field: string, fallback: string): StepErrors => {
  if (!isHttpError(error)) return { form: fallback };
  const fieldMessage = error.fields?.[field];
  if (fieldMessage) return { field: fieldMessage };
  return { form: error.message || fallback };
};
