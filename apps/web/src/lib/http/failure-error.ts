import { readErrorBody } from '@careers/shared/api/error-body';
import { HEADERS } from '@careers/shared/api/headers';
import { chooseRequestFailureMessage } from '@careers/shared/http/request-failure-message';
import { REQUEST_MESSAGES } from '@careers/shared/http/request-messages';
import { codeForStatus, HttpError, type HttpErrorKind } from './http-error.ts';

/** Per-call switches of the request error catalogue (the messages chosen by status). */
export type FailureOptions = {
  /** A 403 means the user lacks the permission: 'User does not have permissions ...'. */
  permissionCheck?: boolean;
  /** Status codes this call reports as 'Error in api response'. */
  errorStatuses?: readonly number[];
  /** A 429 keeps the server's message instead of 'Please try again in a few minutes'. */
  suppressRateLimitMessage?: boolean;
};

type FailedResponse = {
  method: string;
  status: number;
  headers: Headers;
  /** The parsed JSON body, or its text when it is not JSON, or undefined when empty. */
  body: unknown;
};

const isFlagSet = (headers: Headers, name: string) => headers.get(name) === '1';

// The catalogue's rules in the spec's order; undefined means "use the message order".
const catalogueRule = (
  { method, status, headers }: FailedResponse,
  options: FailureOptions,
): [HttpErrorKind, string] | undefined => {
  if (status === 401 && isFlagSet(headers, HEADERS.loginRequired)) {
    return ['session-expired', REQUEST_MESSAGES.sessionTimedOut];
  }
  if (status === 403 && isFlagSet(headers, HEADERS.csrfInvalid)) {
    return ['csrf-invalid', REQUEST_MESSAGES.csrfInvalid];
  }
  if (status === 429 && !options.suppressRateLimitMessage) {
    return ['rate-limited', REQUEST_MESSAGES.rateLimited];
  }
  if (status === 403 && options.permissionCheck) {
    return ['permission-denied', REQUEST_MESSAGES.permissionDenied];
  }
  // "Listed or unexpected status codes": the call's list, and anything neither 2xx, 4xx nor 5xx.
  if (options.errorStatuses?.includes(status) || status < 400) {
    return ['api-error', REQUEST_MESSAGES.apiResponseError];
  }
  if (method === 'GET' && status >= 500) return ['server-error', REQUEST_MESSAGES.serverError];
  return undefined;
};

/** The HttpError for a response that is not 2xx. */
export const failureError = (response: FailedResponse, options: FailureOptions): HttpError => {
  const errorBody = readErrorBody(response.body);
  const rule = catalogueRule(response, options);
  return new HttpError({
    status: response.status,
    code: errorBody?.error.code ?? codeForStatus(response.status),
    kind: rule?.[0] ?? 'request-failed',
    message: rule?.[1] ?? chooseRequestFailureMessage({ body: response.body }),
    fields: errorBody?.error.fields,
  });
};
