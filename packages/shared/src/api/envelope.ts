import { z } from 'zod';

/** Every successful body is `{ data: ... }` (ARCHITECTURE.md section 5). */
export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });

export const errorCodeSchema = z.enum([
  'bad_request',
  'validation_failed',
  'login_required',
  'csrf_invalid',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal_error',
  'service_unavailable',
]);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** Every error body: `{ message, error: { code, message } }`; `fields` names per-field problems. */
export const errorBodySchema = z.object({
  message: z.string(),
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Header names of the request conventions (spec 000 section 7, 001 section 8). */
export const HEADERS = {
  csrfToken: 'X-CSRF-Token',
  csrfInvalid: 'X-CSRF-Invalid',
  loginRequired: 'X-Login-Required',
} as const;
