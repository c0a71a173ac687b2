import { z } from 'zod';
import { dataEnvelope } from '../api/envelope.ts';

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
  is_admin: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const verifyCodeResponseSchema = dataEnvelope(
  z.object({ user: sessionUserSchema, csrfToken: z.string() }),
);

/** POST /api/auth/logout : ends the session; answers with the visitor's new CSRF token. */
export const logoutResponseSchema = dataEnvelope(z.object({ csrfToken: z.string() }));
