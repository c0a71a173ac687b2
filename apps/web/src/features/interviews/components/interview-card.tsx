import type { Interview } from '@careers/shared';
import { buttonClassName } from '@/components/button/button.tsx';
import { useDomain } from '@/lib/boot-data/index.ts';
import { formatDateTime } from '@/lib/format/format-date-time.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { interviewCalendarHref } from '../api/calendar-link.ts';
import styles from './interviews.module.css';
import { SlotPicker } from './slot-picker.tsx';

/**
 * One interview: position, stage, time in the browser's time zone, duration, place or video
 * link, interviewers and instructions; 'Add to calendar' once it has a time, the slots to
 * choose from until then.
 */
export const InterviewCard = ({ interview }: { interview: Interview }) => {
  const { t, i18n } = useTranslation('scheduling');
  const domain = useDomain();
  const isOpen = interview.status === 'scheduled';
  const title = interview.position_name;
  return (
    <li className={styles.card}>
      <div className={styles.cardHeader}>
        <h3 className={styles.title} dir="auto">
          {title}
        </h3>
        <span className={`${styles.pill} ${isOpen ? '' : styles.muted}`}>
          {isOpen
            ? interview.stage
            : `${interview.stage} · ${t(`interviews.status.${interview.status}`)}`}
        </span>
      </div>
      <dl className={styles.details}>
        <dt>{t('interviews.when')}</dt>
        <dd>
          {interview.starts_at
            ? t('interviews.whenValue', {
                date: formatDateTime(interview.starts_at, i18n.language, true),
                minutes: interview.duration_minutes,
              })
            : t('interviews.awaitingTime', { minutes: interview.duration_minutes })}
        </dd>
        {interview.location ? (
          <>
            <dt>{t('interviews.where')}</dt>
            <dd dir="auto">{interview.location}</dd>
          </>
        ) : null}
        {interview.video_url ? (
          <>
            <dt>{t('interviews.video')}</dt>
            <dd>
              <a href={interview.video_url} target="_blank" rel="noreferrer noopener">
                {interview.video_url}
              </a>
            </dd>
          </>
        ) : null}
        {interview.interviewers.length > 0 ? (
          <>
            <dt>{t('interviews.interviewers')}</dt>
            <dd dir="auto">{interview.interviewers.join(', ')}</dd>
          </>
        ) : null}
        {interview.instructions ? (
          <>
            <dt>{t('interviews.instructions')}</dt>
            <dd className={styles.instructions} dir="auto">
              {interview.instructions}
            </dd>
          </>
        ) : null}
      </dl>
      {isOpen && interview.starts_at ? (
        <div className={styles.actions}>
          <a
            className={buttonClassName('secondary')}
            href={interviewCalendarHref(interview.id, domain)}
            download
            aria-label={t('addToCalendarLabel', { name: title })}
          >
            {t('addToCalendar')}
          </a>
        </div>
      ) : null}
      {isOpen && !interview.starts_at ? <SlotPicker interview={interview} /> : null}
    </li>
  );
};
