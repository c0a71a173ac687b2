import { SIGN_IN_CODE_MAX_ATTEMPTS, statusOfErrorCode, type ErrorCode } from '@careers/shared';
import type { ExpressionBuilder } from 'kysely';
import type { AppDeps } from '../../core/app-deps.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { TenantContext } from '../../services/tenants/tenant-registry.ts';
import { findOrCreateCandidate } from './find-or-create-candidate.ts';
import { hashSignInCode } from './sign-in-code.ts';
import { tokensMatch } from '../../services/sessions/session-tokens.ts';
import { recordSignInAddress } from '../../services/sessions/sign-in-addresses.ts';

const EXPIRED = 'This code has expired. Request a new code.';
const LOCKED = 'Too many wrong codes. Request a new code.';
const USED = 'This code has already been used. Request a new code.';

// Shown under the code field, so the form says which input to fix.
const codeError = (code: ErrorCode, message: string) =>
  new AppError(statusOfErrorCode(code), code, message, { fields: { code: message } });

/**
 * Checks the code and signs in: the candidate is found or created for this tenant, a new
 * session starts and the address is remembered as one the candidate signs in from
 * (sign-in-addresses.ts). Returns the candidate and the cookie value. Several codes may be
 * pending for an email (asked for from different places, see requestSignInCode): the code given
 * may be any of them, and each guess counts against every one. A code counts the guesses from
 * the address that asked for it apart from those from every other address, at most 5 each: a
 * stranger guessing from elsewhere cannot lock the code its owner types in where they asked for
 * it, and one code still meets at most 10 guesses. Each code lives 10 minutes and is used once,
 * and signing in ends them all.
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
  const isAsker = (eb: ExpressionBuilder<Database, 'auth_codes'>) =>
    eb('requested_ip', '=', input.ip);
  const counted = await live
    .set((eb) => ({
      attempts: eb
        .case()
        .when(isAsker(eb))
        .then(eb('attempts', '+', 1))
        .else(eb.ref('attempts'))
        .end(),
      foreign_attempts: eb
        .case()
        .when(isAsker(eb))
        .then(eb.ref('foreign_attempts'))
        .else(eb('foreign_attempts', '+', 1))
        .end(),
    }))
    .where((eb) =>
      eb.or([
        eb.and([isAsker(eb), eb('attempts', '<', SIGN_IN_CODE_MAX_ATTEMPTS)]),
        // a code of no known address (asked for before addresses were kept) is everyone's elsewhere
        eb.and([
          eb('requested_ip', 'is distinct from', input.ip),
          eb('foreign_attempts', '<', SIGN_IN_CODE_MAX_ATTEMPTS),
        ]),
      ]),
    )
    .returning(['id', 'code_hash', 'attempts', 'foreign_attempts', 'requested_ip'])
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
    // the tries this address has left: its own part of each code
    const left = Math.max(
      ...counted.map(
        (row) =>
          SIGN_IN_CODE_MAX_ATTEMPTS -
          (row.requested_ip === input.ip ? row.attempts : row.foreign_attempts),
      ),
    );
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
  await recordSignInAddress(deps.db, {
    tenantId: tenant.id,
    candidateId: candidate.id,
    ip: input.ip,
    at: now,
  });
  return { candidate, sessionToken };
};
