import { ERROR_CODES, type ErrorCode } from './error-codes.ts';

/**
 * Every error body: `{ status, data: {}, message, error: { code, message } }`; `fields` names
 * per-field problems. `status` and the empty `data` are there for PCSx clients, which read both
 * of every answer; the browser reads `message` and `error`.
 */
export type ErrorBody = {
  status?: number | undefined;
  data?: Record<string, never> | undefined;
  message: string;
  error: { code: ErrorCode; message: string; fields?: Record<string, string> | undefined };
};

const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFields = (value: unknown): value is Record<string, string> | undefined =>
  value === undefined ||
  (isRecord(value) && Object.values(value).every((text) => typeof text === 'string'));

/**
 * An answer's body when it is an error body (`errorBodySchema`, checked by hand so the browser
 * reads failures without zod), else undefined.
 */
export const readErrorBody = (body: unknown): ErrorBody | undefined => {
  if (!isRecord(body) || typeof body.message !== 'string' || !isRecord(body.error))
    return undefined;
  const { code, message, fields } = body.error;
  if (typeof code !== 'string' || !KNOWN_CODES.has(code) || typeof message !== 'string')
    return undefined;
  if (!isFields(fields)) return undefined;
  return { message: body.message, error: { code: code as ErrorCode, message, fields } };
};
