import { buildCareersUrl, type ApplicationStatus } from '@careers/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { TenantContext } from '../../services/tenants/tenant-registry.ts';
import { createNotification, wantsNotification } from '../notifications/index.ts';
import { emailLink } from '../../http/tenant-address.ts';

/** The statuses in the words of the notification and the email (English, the server's language). */
const STATUS_WORDS: Record<ApplicationStatus, string> = {
  submitted: 'Submitted',
  in_review: 'In review',
  interviewing: 'Interviewing',
  offered: 'Offer made',
  hired: 'Hired',
  rejected: 'Not selected',
  withdrawn: 'Withdrawn',
};

type Change = { tenant: TenantContext; position: string; status: ApplicationStatus };

/** The dashboard's applications tab, where the change shows with its history. */
const applicationsTabPath = (domain: string) =>
  buildCareersUrl('/dashboard', domain, { tab: 'applications' });

/** The candidate's in-app notification of an employer's change. */
export const notifyStatusChange = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  change: Change & { candidateId: number },
) => {
  await createNotification(deps, {
    tenantId: change.tenant.id,
    candidateId: change.candidateId,
    type: 'application_status_changed',
    params: { position: change.position, status: STATUS_WORDS[change.status] },
    redirectUrl: applicationsTabPath(change.tenant.domain),
  });
};

/**
 * The email of an employer's change, when the tenant sends this kind by email
 * (`notificationsConfig.emailNotificationTypes`) and the candidate has not turned its emails off
 * in settings: to the candidate's address, or to the address a signed-out applicant gave.
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
  let to = change.email;
  if (change.candidateId !== null) {
    const isWanted = await wantsNotification(deps.db, {
      candidateId: change.candidateId,
      type: 'application_status_changed',
      channel: 'email',
    });
    if (!isWanted) return;
    const candidate = await deps.db
      .selectFrom('candidates')
      .select('email')
      .where('id', '=', change.candidateId)
      .executeTakeFirst();
    to = candidate?.email ?? to;
  }
  if (!to) return;
  const status = STATUS_WORDS[change.status];
  await deps.mailer.send({
    to,
    subject: `Your application for ${change.position}: ${status}`,
    text: [
      `Your application for ${change.position} at ${tenant.config.branding.companyName} is now: ${status}.`,
      '',
      `See its history and what comes next: ${emailLink(tenant, deps.config.publicUrl, applicationsTabPath(tenant.domain))}`,
    ].join('\n'),
  });
};
