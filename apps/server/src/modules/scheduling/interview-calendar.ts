import type { Language } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { conflict } from '../../http/app-error.ts';
import { formatDateTime, formatMinutes } from '../../services/i18n/intl-format.ts';
import { translatorFor } from '../../services/i18n/server-i18n.ts';
import { calendarFile, calendarFileName } from './calendar-file.ts';
import { findInterview } from './find-interview.ts';

const MINUTE = 60_000;

/**
 * The candidate's interview as a calendar file in their language, its time written in the
 * employer's time zone; one awaiting a chosen slot has no time yet (409).
 */
export const interviewCalendar = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  options: {
    tenant: { id: number; domain: string; name: string };
    candidateId: number;
    interviewId: number;
    language: Language;
  },
) => {
  const { language } = options;
  const t = translatorFor(language);
  const interview = await findInterview(
    deps.db,
    { tenantId: options.tenant.id, candidateId: options.candidateId },
    options.interviewId,
  );
  if (!interview.starts_at)
    throw conflict('This interview has no time yet: choose one of the slots offered first.');
  const summary = t('calendar.interviewSummary', {
    stage: interview.stage,
    position: interview.position_name,
    company: options.tenant.name,
  });
  const names = new Intl.ListFormat(language, { type: 'conjunction' });
  const description = [
    t('calendar.when', {
      date: formatDateTime(interview.starts_at, language, interview.time_zone),
      duration: formatMinutes(interview.duration_minutes, language),
    }),
    interview.interviewers.length > 0
      ? t('calendar.interviewers', { names: names.format(interview.interviewers) })
      : '',
    interview.video_url ? t('calendar.videoLink', { url: interview.video_url }) : '',
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
