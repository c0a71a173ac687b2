import { SIGN_IN_CODE_MAX_ATTEMPTS, statusOfErrorCode, type ErrorCode } from '@careers/shared';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { TenantContext } from '../../services/tenants/tenant-registry.ts';
import { findOrCreateCandidate } from './find-or-create-candidate.ts';
import { hashSignInCode } from './sign-in-code.ts';
import { tokensMatch } from '../../services/sessions/session-tokens.ts';

export const VERIFY_PER_IP = { limit: 30, windowMs: 15 * 60_000 };

const EXPIRED = 'This code has expired. Request a new code.';
const LOCKED = 'Too many wrong codes. Request a new code.';
const USED = 'This code has already been used. Request a new code.';

// Shown under the code field, so the form says which input to fix.
const codeError = (code: ErrorCode, message: string) =>
  new AppError(statusOfErrorCode(code), code, message, { fields: { code: message } });

/**
 * Checks the code (at most 5 tries, 10 minutes, one use) and signs in: the candidate is found or
 * created for this tenant and a new session starts. Returns the candidate and the cookie value.
 */
export const verifySignInCode = async (
  deps: AppDeps,
  input: { tenant: TenantContext; email: string; code: string; ip: string; userAgent?: string },
) => {
  const { tenant, email } = input;
  await deps.rateLimiter.consume(`sign-in-verify:ip:${input.ip}`, VERIFY_PER_IP);
  const now = deps.clock.now();
  const pending = await deps.db
    .selectFrom('auth_codes')
    .select(['id', 'code_hash', 'expires_at'])
    .where('tenant_id', '=', tenant.id)
    .where('email', '=', email)
    .where('consumed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!pending || pending.expires_at <= now) {
    throw codeError('sign_in_code_expired', EXPIRED);
  }
  const counted = await deps.db
    .updateTable('auth_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', pending.id)
    .where('attempts', '<', SIGN_IN_CODE_MAX_ATTEMPTS)
    .returning('attempts')
    .executeTakeFirst();
  if (!counted) throw codeError('sign_in_code_locked', LOCKED);

  const expected = hashSignInCode(deps.secret, tenant.id, email, input.code);
  if (!tokensMatch(expected, pending.code_hash)) {
    const left = SIGN_IN_CODE_MAX_ATTEMPTS - counted.attempts;
    if (left <= 0) throw codeError('sign_in_code_locked', LOCKED);
    // a plain bad request: the message counts the tries left, which a code alone cannot say
    throw codeError(
      'bad_request',
      `That code is not right. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`,
    );
  }
  const consumed = await deps.db
    .updateTable('auth_codes')
    .set({ consumed_at: now })
    .where('id', '=', pending.id)
    .where('consumed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!consumed) throw codeError('sign_in_code_used', USED);

  const candidate = await findOrCreateCandidate(deps.db, tenant.id, email);
  const sessionToken = await deps.sessions.create({
    tenantId: tenant.id,
    candidateId: candidate.id,
    ip: input.ip,
    ...(input.userAgent && { userAgent: input.userAgent }),
  });
  return { candidate, sessionToken };
};
