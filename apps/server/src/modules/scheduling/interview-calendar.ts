import type { AppDeps } from '../../app-deps.ts';
import { conflict } from '../../http/app-error.ts';
import { calendarFile, calendarFileName } from './calendar-file.ts';
import { findInterview } from './find-interview.ts';
import { formatInEmployerZone } from './notify-interview.ts';

const MINUTE = 60_000;

/** The candidate's interview as a calendar file; one awaiting a chosen slot has no time yet (409). */
export const interviewCalendar = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  options: {
    tenant: { id: number; domain: string; name: string };
    candidateId: number;
    interviewId: number;
  },
) => {
  const interview = await findInterview(
    deps.db,
    { tenantId: options.tenant.id, candidateId: options.candidateId },
    options.interviewId,
  );
  if (!interview.starts_at)
    throw conflict('This interview has no time yet: choose one of the slots offered first.');
  const summary = `${interview.stage} interview: ${interview.position_name} (${options.tenant.name})`;
  const description = [
    `When: ${formatInEmployerZone(interview.starts_at, interview.time_zone)}, ${interview.duration_minutes} minutes`,
    interview.interviewers.length > 0 ? `Interviewers: ${interview.interviewers.join(', ')}` : '',
    interview.video_url ? `Video link: ${interview.video_url}` : '',
    interview.instructions,
  ]
    .filter(Boolean)
    .join('\n');
  return {
    fileName: calendarFileName(`interview-${interview.position_name}`),
    content: calendarFile(
      {
        uid: `interview-${interview.id}@${options.tenant.domain}`,
        start: interview.starts_at,
        end: new Date(interview.starts_at.getTime() + interview.duration_minutes * MINUTE),
        summary,
        description,
        location: interview.location ?? interview.video_url,
        url: interview.video_url,
        isCancelled: interview.status === 'cancelled',
        organizer: options.tenant.name,
      },
      deps.clock.now(),
    ),
  };
};
