import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint.ts';
import { dataEnvelope } from '../api/envelope.ts';
import { EMPLOYER_ROLES } from '../api/permissions.ts';
import { domainQuerySchema } from './common.ts';

export const emailSchema = z
  .string({ error: 'Enter your email address.' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid email address.' }).max(254));

/** POST /api/auth/code?domain= : sends a 6-digit sign-in code. Answers 200 for any address. */
export const requestCodeBodySchema = z.object({ email: emailSchema });
export type RequestCodeBody = z.infer<typeof requestCodeBodySchema>;
export const requestCodeResponseSchema = dataEnvelope(z.object({ sent: z.literal(true) }));

export const SIGN_IN_CODE_LENGTH = 6;
export const SIGN_IN_CODE_TTL_MINUTES = 10;
export const SIGN_IN_CODE_MAX_ATTEMPTS = 5;

/** POST /api/auth/verify?domain= : signs in with the code; issues a new session and CSRF token. */
export const verifyCodeBodySchema = z.object({
  email: emailSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'The code is the 6 digits from the email.' }),
});
export type VerifyCodeBody = z.infer<typeof verifyCodeBodySchema>;

export const sessionUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  fullname: z.string(),
  /** An employer user whose role is admin. */
  is_admin: z.boolean(),
  /** The employer role of an employer user (migrations/0016); null for a candidate. */
  employerRole: z.enum(EMPLOYER_ROLES).nullable(),
  /** The IANA time zone the candidate chose in settings; null: the browser's. */
  timeZone: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const verifyCodeResponseSchema = dataEnvelope(
  z.object({ user: sessionUserSchema, csrfToken: z.string() }),
);

/** POST /api/auth/logout : ends the session; answers with the visitor's new CSRF token. */
export const logoutResponseSchema = dataEnvelope(z.object({ csrfToken: z.string() }));

const tags = ['auth'] as const;

export const authEndpoints = defineEndpoints({
  requestSignInCode: {
    method: 'POST',
    path: '/api/auth/code',
    summary: 'Email a 6-digit sign-in code (answers 200 for any valid address)',
    tags,
    access: 'public',
    query: domainQuerySchema,
    body: requestCodeBodySchema,
    data: requestCodeResponseSchema.shape.data,
    errors: ['sign_in_disabled', 'rate_limited', 'service_unavailable'],
  },
  verifySignInCode: {
    method: 'POST',
    path: '/api/auth/verify',
    summary: 'Sign in with the emailed code; starts a new session with a new CSRF token',
    tags,
    access: 'public',
    query: domainQuerySchema,
    body: verifyCodeBodySchema,
    data: verifyCodeResponseSchema.shape.data,
    errors: [
      'bad_request',
      'sign_in_code_expired',
      'sign_in_code_used',
      'sign_in_code_locked',
      'rate_limited',
    ],
  },
  logout: {
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'End the session; answers with the visitor CSRF token to use next',
    tags,
    access: 'public',
    query: domainQuerySchema,
    data: logoutResponseSchema.shape.data,
  },
});
