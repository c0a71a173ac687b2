import { z } from 'zod';
import { ERROR_CODES } from './error-codes.ts';

/** Every successful body is `{ data: ... }`. */
export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });

/** The PCSx answers' body, as Eightfold's clients read it: `{ status: 200, data: ... }`. */
export const statusDataEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal(200), data });

export const errorCodeSchema = z.enum(ERROR_CODES);

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

/** Header names of the request conventions: CSRF token and refusal, and the sign-in prompt. */
export const HEADERS = {
  csrfToken: 'X-CSRF-Token',
  csrfInvalid: 'X-CSRF-Invalid',
  loginRequired: 'X-Login-Required',
} as const;
