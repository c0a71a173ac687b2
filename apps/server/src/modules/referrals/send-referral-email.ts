import { matchLanguage, type Language } from '@careers/shared';
import type { Selectable } from 'kysely';
import type { AppDeps } from '../../core/app-deps.ts';
import type { Candidate } from '../../db/schema.ts';
import type { ReferralsTable } from '../../db/tables/application-history-tables.ts';
import { emailLink } from '../../http/tenant-address.ts';
import { translatorFor } from '../../services/i18n/server-i18n.ts';
import type { TenantContext } from '../../services/tenants/tenant-registry.ts';
import { postingTextIn, type StoredPosition } from '../positions/index.ts';

/** The position's page on the tenant's site, with the referral's token to carry to the application. */
export const referralLink = (
  publicUrl: string,
  tenant: Pick<TenantContext, 'domain' | 'isDefault' | 'config'>,
  referral: { position_id: number; token: string },
  language?: Language,
) => {
  const params = new URLSearchParams({
    domain: tenant.domain,
    referral_token: referral.token,
    ...(language && { hl: language }),
  });
  const path = `/careers/job/${String(referral.position_id)}?${params.toString()}`;
  return emailLink(tenant, publicUrl, path);
};

/**
 * The friend's language: the one they saved if they have an account on the site, else the one
 * the referrer is using (whoever refers a friend most likely writes to them in it).
 */
const friendLanguage = async (
  deps: Pick<AppDeps, 'db'>,
  input: { tenantId: number; email: string; referrerLanguage: Language },
) => {
  const account = await deps.db
    .selectFrom('candidates')
    .select('interface_language')
    .where('tenant_id', '=', input.tenantId)
    .where('email', '=', input.email)
    .executeTakeFirst();
  return matchLanguage(account?.interface_language) ?? input.referrerLanguage;
};

/**
 * The friend's email, in their language: who refers them, to what (the posting's title in that
 * language when it has one), their note, and the link to apply through.
 */
export const sendReferralEmail = async (
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>,
  input: {
    tenant: TenantContext;
    referrer: Candidate;
    referral: Selectable<ReferralsTable>;
    position: StoredPosition;
    /** The language the referrer reads the site in. */
    referrerLanguage: Language;
  },
) => {
  const { tenant, referrer, referral } = input;
  const language = await friendLanguage(deps, {
    tenantId: tenant.id,
    email: referral.friend_email,
    referrerLanguage: input.referrerLanguage,
  });
  const t = translatorFor(language);
  const words = {
    referrer: [referrer.first_name, referrer.last_name].filter(Boolean).join(' ') || referrer.email,
    position: postingTextIn(input.position, language).title,
    company: tenant.config.branding.companyName,
  };
  const link = referralLink(deps.config.publicUrl, tenant, referral, language);
  await deps.mailer.send({
    to: referral.friend_email,
    subject: t('referralEmail.subject', words),
    text: [
      t('referralEmail.greeting', { name: referral.friend_name }),
      '',
      t('referralEmail.referred', words),
      ...(referral.note ? ['', t('referralEmail.note', { note: referral.note })] : []),
      '',
      t('referralEmail.apply', { link }),
      '',
      t('referralEmail.countsAsReferred'),
    ].join('\n'),
  });
};
