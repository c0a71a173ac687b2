import { resolveLanguage } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { emailLink } from '../../http/tenant-address.ts';
import { formatDateTime, formatMinutes } from '../../services/i18n/intl-format.ts';
import { translatorFor } from '../../services/i18n/server-i18n.ts';
import type { MailMessage } from '../../services/mailer/mailer.ts';
import type { TenantContext } from '../../services/tenants/tenant-registry.ts';
import type { InterviewRow } from '../../db/tables/scheduling-tables.ts';
import { createNotification } from '../notifications/index.ts';

export type InterviewTenant = Pick<
  TenantContext,
  'id' | 'domain' | 'name' | 'isDefault' | 'config'
>;
type Candidate = {
  id: number;
  email: string;
  first_name: string | null;
  interface_language: string | null;
  time_zone: string | null;
};

/** The candidate's interviews page on the tenant's site: where every interview notice leads. */
export const interviewsPagePath = (domain: string) =>
  `/careers/interviews?domain=${encodeURIComponent(domain)}`;

/** What an interview email tells: a new interview (at a time or with times to choose), a new time, or that it is off. */
export type InterviewNews =
  { kind: 'scheduled'; slotCount: number } | { kind: 'moved' } | { kind: 'cancelled' };

const SUBJECTS = {
  scheduled: 'interviewEmail.subject',
  moved: 'interviewEmail.subjectMoved',
  cancelled: 'interviewEmail.subjectCancelled',
} as const;

/**
 * An interview's email, in the candidate's saved language (else the tenant's), its time in that
 * language and the candidate's time zone (else the employer's); the link keeps the language as
 * `hl`.
 */
const interviewEmail = (
  publicUrl: string,
  {
    tenant,
    candidate,
    interview,
    news,
  }: {
    tenant: InterviewTenant;
    candidate: Candidate;
    interview: InterviewRow;
    news: InterviewNews;
  },
): MailMessage => {
  const language = resolveLanguage({
    saved: candidate.interface_language,
    tenantDefault: tenant.config.defaultLanguage,
  });
  const t = translatorFor(language);
  const words = { position: interview.position_name, stage: interview.stage };
  const link = emailLink(
    tenant,
    publicUrl,
    `${interviewsPagePath(tenant.domain)}&hl=${encodeURIComponent(language)}`,
  );
  const when = interview.starts_at && {
    date: formatDateTime(interview.starts_at, language, candidate.time_zone ?? interview.time_zone),
    duration: formatMinutes(interview.duration_minutes, language),
  };
  const newsLine =
    news.kind === 'cancelled'
      ? t('interviewEmail.cancelled', words)
      : when
        ? t(news.kind === 'moved' ? 'interviewEmail.moved' : 'interviewEmail.scheduled', {
            ...words,
            ...when,
          })
        : t('interviewEmail.slotsOffered', {
            ...words,
            count: news.kind === 'scheduled' ? news.slotCount : 0,
          });
  const hasCalendar = when && news.kind !== 'cancelled';
  return {
    to: candidate.email,
    subject: t(SUBJECTS[news.kind], { ...words, company: tenant.name }),
    text: [
      candidate.first_name
        ? t('interviewEmail.greetingNamed', { name: candidate.first_name })
        : t('interviewEmail.greeting'),
      '',
      newsLine,
      `${t(hasCalendar ? 'interviewEmail.detailsCalendar' : 'interviewEmail.details')} ${link}`,
      '',
      tenant.name,
    ].join('\n'),
  };
};

/**
 * The email telling the candidate an interview moved or was cancelled (the in-app notice is
 * written with the change); sent once the change is committed.
 */
export const interviewChangeEmail = async (
  deps: Pick<AppDeps, 'db' | 'config'>,
  tenant: InterviewTenant,
  interview: InterviewRow,
  news: InterviewNews,
) => {
  const candidate = await deps.db
    .selectFrom('candidates')
    .select(['id', 'email', 'first_name', 'interface_language', 'time_zone'])
    .where('id', '=', interview.candidate_id)
    .executeTakeFirstOrThrow();
  return interviewEmail(deps.config.publicUrl, { tenant, candidate, interview, news });
};

/**
 * Tells the candidate about a new interview in-app (inside the caller's transaction, so nothing
 * half-written) and returns the email to send once it is committed.
 */
export const notifyInterviewScheduled = async (
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  notice: {
    tenant: InterviewTenant;
    candidate: Candidate;
    interview: InterviewRow;
    slotCount: number;
  },
): Promise<MailMessage> => {
  const { tenant, candidate, interview } = notice;
  const hasTime = interview.starts_at !== null;
  await createNotification(deps, {
    tenantId: tenant.id,
    candidateId: candidate.id,
    type: 'interview_scheduled',
    ...(!hasTime && { messageKey: 'interview_slots_offered' }),
    params: {
      position: interview.position_name,
      // kept as a date: each reader sees it in their language (notification-messages.ts)
      ...(interview.starts_at && {
        date: interview.starts_at.toISOString(),
        timeZone: interview.time_zone,
      }),
    },
    redirectUrl: interviewsPagePath(tenant.domain),
  });
  return interviewEmail(deps.config.publicUrl, {
    ...notice,
    news: { kind: 'scheduled', slotCount: notice.slotCount },
  });
};
