import type { ErrorCode } from '@careers/shared/api/error-codes';

/** The catalogue rule that produced the message, so the UI can pick an alert or a translation. */
export type HttpErrorKind =
  | 'session-expired'
  | 'csrf-invalid'
  | 'rate-limited'
  | 'permission-denied'
  | 'api-error'
  | 'server-error'
  | 'invalid-json'
  | 'invalid-response'
  | 'request-failed'
  | 'network';

/** The server's error codes, plus the client's own for failures that never reached a body. */
export type HttpErrorCode =
  ErrorCode | 'network_error' | 'invalid_json' | 'invalid_response' | 'unexpected_status';

export type HttpErrorInit = {
  status: number;
  code: HttpErrorCode;
  kind: HttpErrorKind;
  message: string;
  fields?: Record<string, string> | undefined;
  cause?: unknown;
};

/** Every failure of the HTTP client. `status` is 0 when no response arrived. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  readonly code: HttpErrorCode;
  readonly kind: HttpErrorKind;
  readonly fields: Record<string, string> | undefined;

  constructor({ status, code, kind, message, fields, cause }: HttpErrorInit) {
    super(message, cause === undefined ? undefined : { cause });
    this.status = status;
    this.code = code;
    this.kind = kind;
    this.fields = fields;
  }
}

export const isHttpError = (value: unknown): value is HttpError => value instanceof HttpError;

const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'bad_request',
  401: 'login_required',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'validation_failed',
  429: 'rate_limited',
  503: 'service_unavailable',
};

/** A code for a response whose body did not name one. */
export const codeForStatus = (status: number): HttpErrorCode =>
  CODE_BY_STATUS[status] ??
  (status >= 500 ? 'internal_error' : status >= 400 ? 'bad_request' : 'unexpected_status');
