import { SIGN_IN_CODE_TTL_MINUTES, statusOfErrorCode } from '@careers/shared';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { TenantContext } from '../../services/tenants/tenant-registry.ts';
import { hashSignInCode, newSignInCode } from './sign-in-code.ts';

/**
 * Emails a fresh 6-digit code; earlier codes asked for from the same client address stop
 * working, while codes asked for from elsewhere stay valid until they expire, so a stranger
 * asking for codes cannot cancel the one the owner holds (how often anyone may ask is the
 * route's rate limit). Known and unknown addresses get the same answer (an unknown one becomes a
 * candidate when it signs in).
 */
export const requestSignInCode = async (
  deps: AppDeps,
  input: { tenant: TenantContext; email: string; ip: string },
) => {
  const { tenant, email } = input;
  if (!tenant.config.loginSignupConfig.candidateLoginEnabled) {
    throw new AppError(
      statusOfErrorCode('sign_in_disabled'),
      'sign_in_disabled',
      'Sign-in is turned off for this site.',
    );
  }

  const code = newSignInCode();
  const now = deps.clock.now();
  const inserted = await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('auth_codes')
      .set({ consumed_at: now })
      .where('tenant_id', '=', tenant.id)
      .where('email', '=', email)
      .where('consumed_at', 'is', null)
      .where('requested_ip', '=', input.ip)
      .execute();
    return trx
      .insertInto('auth_codes')
      .values({
        tenant_id: tenant.id,
        email,
        code_hash: hashSignInCode(deps.secret, tenant.id, email, code),
        created_at: now,
        expires_at: new Date(now.getTime() + SIGN_IN_CODE_TTL_MINUTES * 60_000),
        requested_ip: input.ip,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  });

  const company = tenant.config.branding.companyName;
  try {
    await deps.mailer.send({
      to: email,
      subject: `Your ${company} sign-in code`,
      text:
        `Your sign-in code for ${company} careers is ${code}.\n\n` +
        `It expires in ${SIGN_IN_CODE_TTL_MINUTES} minutes. If you did not ask for it, you can ignore this email.`,
      html:
        `<p>Your sign-in code for ${escapeHtml(company)} careers is</p>` +
        `<p style="font-size:28px;font-weight:700;letter-spacing:6px">${code}</p>` +
        `<p>It expires in ${SIGN_IN_CODE_TTL_MINUTES} minutes. If you did not ask for it, you can ignore this email.</p>`,
    });
  } catch (error) {
    await deps.db.deleteFrom('auth_codes').where('id', '=', inserted.id).execute();
    deps.log.error({ err: error }, 'sign-in code email failed');
    throw new AppError(
      503,
      'service_unavailable',
      'We could not send the email. Please try again.',
    );
  }
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
