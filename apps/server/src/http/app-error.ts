import type { ErrorCode } from '@careers/shared';

/** A failure the client can act on: an HTTP status, a stable code and a message for people. */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: ErrorCode,
    message: string,
    options: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.fields = options.fields;
    this.headers = options.headers ?? {};
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'bad_request', message, { ...(fields && { fields }) });
export const notFound = (message = 'Not found.') => new AppError(404, 'not_found', message);
export const forbidden = (message: string) => new AppError(403, 'forbidden', message);
export const conflict = (message: string) => new AppError(409, 'conflict', message);
export const loginRequired = () =>
  new AppError(401, 'login_required', 'Please sign in to continue.', {
    headers: { 'X-Login-Required': '1' },
  });
export const csrfInvalid = () =>
  new AppError(403, 'csrf_invalid', 'Invalid CSRF.', { headers: { 'X-CSRF-Invalid': '1' } });
export const rateLimited = (retryAfterSeconds: number) =>
  new AppError(429, 'rate_limited', 'Please try again in a few minutes', {
    headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });
