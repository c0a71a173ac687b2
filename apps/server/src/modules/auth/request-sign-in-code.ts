import {
  DEFAULT_LANGUAGE,
  escapeMarkup,
  type Language,
  SIGN_IN_CODE_TTL_MINUTES,
  statusOfErrorCode,
} from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { TenantContext } from '../../services/tenants/tenant-registry.ts';
import { hashSignInCode, newSignInCode } from './sign-in-code.ts';
import { formatMinutes } from '../../services/i18n/intl-format.ts';
import { translatorFor } from '../../services/i18n/server-i18n.ts';

/**
 * Emails a fresh 6-digit code; earlier codes asked for from the same client address stop
 * working, while codes asked for from elsewhere stay valid until they expire, so a stranger
 * asking for codes cannot cancel the one the owner holds (how often anyone may ask is the
 * route's rate limit). Known and unknown addresses get the same answer (an unknown one becomes a
 * candidate when it signs in).
 */
export const requestSignInCode = async (
  deps: AppDeps,
  input: { tenant: TenantContext; email: string; ip: string; language?: Language },
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
  const t = translatorFor(input.language ?? DEFAULT_LANGUAGE);
  const expiry = t('signInEmail.expiry', {
    duration: formatMinutes(SIGN_IN_CODE_TTL_MINUTES, input.language ?? DEFAULT_LANGUAGE),
  });
  try {
    await deps.mailer.send({
      to: email,
      subject: t('signInEmail.subject', { company }),
      text: `${t('signInEmail.text', { company, code })}\n\n${expiry}`,
      html:
        `<p>${escapeMarkup(t('signInEmail.intro', { company }))}</p>` +
        `<p style="font-size:28px;font-weight:700;letter-spacing:6px" dir="ltr">${code}</p>` +
        `<p>${escapeMarkup(expiry)}</p>`,
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
