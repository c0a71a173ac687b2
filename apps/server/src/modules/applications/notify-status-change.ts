import { buildCareersUrl, resolveLanguage, type ApplicationStatus } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import type { TenantContext } from '../../services/tenants/tenant-registry.ts';
import { translatorFor } from '../../services/i18n/server-i18n.ts';
import { createNotification, wantsNotification } from '../notifications/index.ts';
import { emailLink } from '../../http/tenant-address.ts';

type Change = { tenant: TenantContext; position: string; status: ApplicationStatus };

/** The dashboard's applications tab, where the change shows with its history. */
const applicationsTabPath = (domain: string, hl?: string) =>
  buildCareersUrl('/dashboard', domain, { tab: 'applications', hl });

/**
 * The candidate's in-app notification of an employer's change. The status is kept as its code:
 * each reader reads it in their language (notification-messages.ts).
 */
export const notifyStatusChange = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  change: Change & { candidateId: number },
) => {
  await createNotification(deps, {
    tenantId: change.tenant.id,
    candidateId: change.candidateId,
    type: 'application_status_changed',
    params: { position: change.position, status: change.status },
    redirectUrl: applicationsTabPath(change.tenant.domain),
  });
};

/** The address and saved language of the candidate, when they still want this kind by email. */
const candidateRecipient = async (deps: Pick<AppDeps, 'db'>, candidateId: number) => {
  const isWanted = await wantsNotification(deps.db, {
    candidateId,
    type: 'application_status_changed',
    channel: 'email',
  });
  if (!isWanted) return null;
  return (
    (await deps.db
      .selectFrom('candidates')
      .select(['email', 'interface_language'])
      .where('id', '=', candidateId)
      .executeTakeFirst()) ?? { email: null, interface_language: null }
  );
};

/**
 * The email of an employer's change, when the tenant sends this kind by email
 * (`notificationsConfig.emailNotificationTypes`) and the candidate has not turned its emails off
 * in settings: to the candidate's address, or to the address a signed-out applicant gave. It is
 * written in the candidate's saved language, else the tenant's; its link keeps it as `hl`.
 */
export const emailStatusChange = async (
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>,
  change: Change & { candidateId: number | null; email: string | null },
) => {
  const { tenant } = change;
  if (
    !tenant.config.notificationsConfig.emailNotificationTypes.includes('application_status_changed')
  )
    return;
  const recipient =
    change.candidateId === null
      ? { email: null, interface_language: null }
      : await candidateRecipient(deps, change.candidateId);
  if (!recipient) return;
  const to = recipient.email ?? change.email;
  if (!to) return;
  const language = resolveLanguage({
    saved: recipient.interface_language,
    tenantDefault: tenant.config.defaultLanguage,
  });
  const t = translatorFor(language);
  const words = {
    position: change.position,
    status: t(`applicationStatus.${change.status}`),
    company: tenant.config.branding.companyName,
  };
  const link = emailLink(
    tenant,
    deps.config.publicUrl,
    applicationsTabPath(tenant.domain, language),
  );
  await deps.mailer.send({
    to,
    subject: t('applicationStatusEmail.subject', words),
    text: [
      t('applicationStatusEmail.text', words),
      '',
      `${t('applicationStatusEmail.history')} ${link}`,
    ].join('\n'),
  });
};
