import { z } from 'zod';
import type { ErrorBody } from './error-body.ts';
import { ERROR_CODES } from './error-codes.ts';

/** Every successful body is `{ data: ... }`. */
export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });

/** The PCSx answers' body, as Eightfold's clients read it: `{ status: 200, data: ... }`. */
export const statusDataEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal(200), data });

export const errorCodeSchema = z.enum(ERROR_CODES);

/** Every error body (see error-body.ts, which the browser reads it by). */
export const errorBodySchema = z.object({
  /** The HTTP status again, where PCSx clients read it (`body['status']`). */
  status: z.int().optional(),
  /** Empty: PCSx clients read `data` of every answer, an error's too. */
  data: z.object({}).optional(),
  message: z.string(),
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
}) satisfies z.ZodType<ErrorBody>;
