import type { Language } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { conflict } from '../../http/app-error.ts';
import { formatDateTime, formatMinutes } from '../../services/i18n/intl-format.ts';
import { translatorFor } from '../../services/i18n/server-i18n.ts';
import { calendarFile, calendarFileName, organizerOf, sequenceOf } from './calendar-file.ts';
import { findInterview } from './find-interview.ts';

const MINUTE = 60_000;

// stand-ins for the position and company while the stage's words are looked at (private use)
const POSITION = '\uE000';
const COMPANY = '\uE001';

/** A word said twice in a row, said once. */
const withoutDoubledWords = (text: string) =>
  text
    .replace(/(?<![\p{L}\p{N}])(\p{L}+)\s+\1(?![\p{L}\p{N}])/giu, '$1')
    .replace(/(\p{sc=Han}{2,}|\p{sc=Hangul}{2,}|\p{sc=Katakana}{2,})\s*\1/gu, '$1');

/**
 * The entry's title. The employer's stage often names the meeting already ("Technical
 * interview" in "%(stage)s interview: …", "最終面接" in "%(stage)s 面接"): the word is then said
 * once. The position and company are left as they are ("Walla Walla" stays).
 */
export const interviewSummary = (
  t: ReturnType<typeof translatorFor>,
  fields: { stage: string; position: string; company: string },
) =>
  withoutDoubledWords(
    t('calendar.interviewSummary', { stage: fields.stage, position: POSITION, company: COMPANY }),
  )
    .replace(POSITION, () => fields.position)
    .replace(COMPANY, () => fields.company);

/**
 * The candidate's interview as a calendar file in their language: an invitation from the tenant
 * to the candidate, its time in the employer's time zone, the same entry (UID) at a higher
 * SEQUENCE after every change, a cancellation once cancelled. One awaiting a chosen slot has no
 * time yet (409).
 */
export const interviewCalendar = async (
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
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
  const candidate = await deps.db
    .selectFrom('candidates')
    .select(['email', 'first_name', 'last_name'])
    .where('id', '=', interview.candidate_id)
    .executeTakeFirstOrThrow();
  const candidateName = [candidate.first_name, candidate.last_name].filter(Boolean).join(' ');
  const summary = interviewSummary(t, {
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
        sequence: sequenceOf(interview),
        start: interview.starts_at,
        end: new Date(interview.starts_at.getTime() + interview.duration_minutes * MINUTE),
        timeZone: interview.time_zone,
        summary,
        description,
        location: interview.location ?? interview.video_url,
        url: interview.video_url,
        isCancelled: interview.status === 'cancelled',
        organizer: organizerOf(options.tenant.name, deps.config.mailFrom),
        attendee: { name: candidateName || candidate.email, email: candidate.email },
      },
      deps.clock.now(),
    ),
  };
};
