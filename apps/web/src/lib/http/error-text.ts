import { isDomainErrorCode } from '@careers/shared/api/error-codes';
import { ERRORS_NAMESPACE, i18n } from '@/lib/i18n/index.ts';
import { isHttpError, type HttpError } from './http-error.ts';

// A refusal the person can act on, answered by the server with its own words: those words
// become the catalogue's, in the reader's language. The request catalogue's messages (session
// timed out, rate limited, server error…) are chosen by status and stay as they are.
const translatable = (error: HttpError) =>
  error.kind === 'request-failed' && isDomainErrorCode(error.code);

const inReadersLanguage = (code: string, serverWords: string) => {
  const key = `${ERRORS_NAMESPACE}:${code}`;
  return i18n.exists(key) ? i18n.t(key) : serverWords;
};

/**
 * What to show for a failed call: for a domain code (`offer_expired`, `sign_in_code_expired`…)
 * the `errors` catalogue's message in the reader's language, with the server's message where
 * the catalogue has none; otherwise the failure's own message. `fallback` when the failure is
 * not an HttpError or has no message.
 */
export const errorText = (error: unknown, fallback: string): string => {
  if (!isHttpError(error)) return fallback;
  if (translatable(error)) return inReadersLanguage(error.code, error.message || fallback);
  return error.message || fallback;
};

/**
 * The failure's message for one field of a form; undefined if none. When the field carries the
 * refusal itself (an expired sign-in code) it is worded as `errorText`; a field's own message
 * (which rule an answer broke) stays as the server wrote it.
 */
export const fieldErrorText = (error: unknown, field: string): string | undefined => {
  if (!isHttpError(error)) return undefined;
  const message = error.fields?.[field];
  if (!message) return undefined;
  const isTheRefusal = message === error.message;
  return isTheRefusal && translatable(error) ? inReadersLanguage(error.code, message) : message;
};
