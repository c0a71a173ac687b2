import { isHttpError } from '@/lib/http/index.ts';

/** The per-field messages of a 422 (or a 400 naming fields), for the form to show and focus. */
export const toServerErrors = (error: unknown): Record<string, string> | undefined =>
  isHttpError(error) && error.fields && Object.keys(error.fields).length ? error.fields : undefined;
