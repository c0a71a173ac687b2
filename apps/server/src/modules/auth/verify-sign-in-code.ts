import { SIGN_IN_CODE_MAX_ATTEMPTS, statusOfErrorCode, type ErrorCode } from '@careers/shared';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { TenantContext } from '../../services/tenants/tenant-registry.ts';
import { findOrCreateCandidate } from './find-or-create-candidate.ts';
import { hashSignInCode } from './sign-in-code.ts';
import { tokensMatch } from '../../services/sessions/session-tokens.ts';

const EXPIRED = 'This code has expired. Request a new code.';
const LOCKED = 'Too many wrong codes. Request a new code.';
const USED = 'This code has already been used. Request a new code.';

// Shown under the code field, so the form says which input to fix.
const codeError = (code: ErrorCode, message: string) =>
  new AppError(statusOfErrorCode(code), code, message, { fields: { code: message } });

/**
 * Checks the code and signs in: the candidate is found or created for this tenant and a new
 * session starts. Returns the candidate and the cookie value. Several codes may be pending for
 * an address (asked for from different places, see requestSignInCode): the code given may be any
 * of them; each wrong guess counts against every one (at most 5 tries each), each lives 10
 * minutes and is used once, and signing in ends them all.
 */
export const verifySignInCode = async (
  deps: AppDeps,
  input: { tenant: TenantContext; email: string; code: string; ip: string; userAgent?: string },
) => {
  const { tenant, email } = input;
  const now = deps.clock.now();
  const pending = deps.db
    .updateTable('auth_codes')
    .where('tenant_id', '=', tenant.id)
    .where('email', '=', email)
    .where('consumed_at', 'is', null);
  const live = pending.where('expires_at', '>', now);
  // counting the try first (and only below the cap) keeps parallel guesses from passing it
  const counted = await live
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('attempts', '<', SIGN_IN_CODE_MAX_ATTEMPTS)
    .returning(['id', 'code_hash', 'attempts'])
    .execute();
  if (counted.length === 0) {
    const locked = await deps.db
      .selectFrom('auth_codes')
      .select('id')
      .where('tenant_id', '=', tenant.id)
      .where('email', '=', email)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    throw locked
      ? codeError('sign_in_code_locked', LOCKED)
      : codeError('sign_in_code_expired', EXPIRED);
  }

  const expected = hashSignInCode(deps.secret, tenant.id, email, input.code);
  const match = counted.find((row) => tokensMatch(expected, row.code_hash));
  if (!match) {
    const left = Math.max(...counted.map((row) => SIGN_IN_CODE_MAX_ATTEMPTS - row.attempts));
    if (left <= 0) throw codeError('sign_in_code_locked', LOCKED);
    // a plain bad request: the message counts the tries left, which a code alone cannot say
    throw codeError(
      'bad_request',
      `That code is not right. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`,
    );
  }
  const consumed = await pending
    .set({ consumed_at: now })
    .where('id', '=', match.id)
    .returning('id')
    .executeTakeFirst();
  if (!consumed) throw codeError('sign_in_code_used', USED);
  await pending.set({ consumed_at: now }).execute();

  const candidate = await findOrCreateCandidate(deps.db, tenant.id, email);
  const sessionToken = await deps.sessions.create({
    tenantId: tenant.id,
    candidateId: candidate.id,
    ip: input.ip,
    ...(input.userAgent && { userAgent: input.userAgent }),
  });
  return { candidate, sessionToken };
};
