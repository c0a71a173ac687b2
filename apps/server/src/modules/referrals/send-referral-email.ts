import type { Selectable } from 'kysely';
import type { AppDeps } from '../../app-deps.ts';
import type { Candidate } from '../../db/schema.ts';
import type { ReferralsTable } from '../../db/tables/application-history-tables.ts';
import { emailLink } from '../../http/tenant-address.ts';
import type { TenantContext } from '../../services/tenants/tenant-registry.ts';

/** The position's page on the tenant's site, with the referral's token to carry to the application. */
export const referralLink = (
  publicUrl: string,
  tenant: Pick<TenantContext, 'domain' | 'isDefault' | 'config'>,
  referral: { position_id: number; token: string },
) => {
  const params = new URLSearchParams({ domain: tenant.domain, referral_token: referral.token });
  const path = `/careers/job/${String(referral.position_id)}?${params.toString()}`;
  return emailLink(tenant, publicUrl, path);
};

/** The friend's email: who refers them, to what, their note, and the link to apply through. */
export const sendReferralEmail = async (
  deps: Pick<AppDeps, 'mailer' | 'config'>,
  input: {
    tenant: TenantContext;
    referrer: Candidate;
    referral: Selectable<ReferralsTable>;
    positionName: string;
  },
) => {
  const { tenant, referrer, referral, positionName } = input;
  const company = tenant.config.branding.companyName;
  const referrerName =
    [referrer.first_name, referrer.last_name].filter(Boolean).join(' ') || referrer.email;
  const link = referralLink(deps.config.publicUrl, tenant, referral);
  await deps.mailer.send({
    to: referral.friend_email,
    subject: `${referrerName} thinks you would be great as ${positionName} at ${company}`,
    text: [
      `Hello ${referral.friend_name},`,
      '',
      `${referrerName} referred you to the position ${positionName} at ${company}.`,
      ...(referral.note ? ['', `Their note: ${referral.note}`] : []),
      '',
      `See the position and apply: ${link}`,
      '',
      'Apply through this link so your application counts as referred.',
    ].join('\n'),
  });
};
