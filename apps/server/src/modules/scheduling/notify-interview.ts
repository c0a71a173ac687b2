import type { AppDeps } from '../../app-deps.ts';
import type { InterviewRow } from '../../db/tables/scheduling-tables.ts';
import { createNotification } from '../notifications/index.ts';

type Tenant = { id: number; domain: string; name: string };
type Candidate = { id: number; email: string; first_name: string | null };

/** The candidate's interviews page on the tenant's site: where every interview notice leads. */
export const interviewsPagePath = (domain: string) =>
  `/careers/interviews?domain=${encodeURIComponent(domain)}`;

/** A time as the employer wrote it: date, time and the employer's time zone. */
export const formatInEmployerZone = (date: Date, timeZone: string) =>
  `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date)} (${timeZone})`;

const describe = (interview: InterviewRow) =>
  interview.starts_at
    ? `is scheduled for ${formatInEmployerZone(interview.starts_at, interview.time_zone)}`
    : 'is ready to be booked: choose one of the times offered';

/**
 * Tells the candidate about a new interview in-app (inside the caller's transaction, so nothing
 * half-written) and returns the email to send once it is committed.
 */
export const notifyInterviewScheduled = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  {
    tenant,
    candidate,
    interview,
  }: { tenant: Tenant; candidate: Candidate; interview: InterviewRow },
) => {
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
  const greeting = candidate.first_name ? `Hello ${candidate.first_name},` : 'Hello,';
  return {
    to: candidate.email,
    subject: `${tenant.name}: your ${interview.stage} interview for ${interview.position_name}`,
    text: [
      greeting,
      '',
      `Your ${interview.stage} interview for ${interview.position_name} ${describe(interview)}.`,
      `See the details${hasTime ? ' and add it to your calendar' : ''} on your interviews page: ${interviewsPagePath(tenant.domain)}`,
      '',
      tenant.name,
    ].join('\n'),
  };
};
