import type { ApplicationStatusEvent } from '@careers/shared';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './application-timeline.module.css';

/** Every status of an application with its date and time, oldest first; the newest stands out. */
export const ApplicationTimeline = ({
  id,
  history,
}: {
  id: string;
  history: ApplicationStatusEvent[];
}) => {
  const { t, i18n } = useTranslation('applications');
  const format = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <ol id={id} className={styles.timeline} aria-label={t('timeline.label')}>
      {history.map((event, index) => (
        <li
          key={`${event.status}:${event.created_at}`}
          className={index === history.length - 1 ? styles.current : styles.step}
          aria-current={index === history.length - 1 ? 'step' : undefined}
        >
          <span className={styles.status}>{t(`status.${event.status}`)}</span>
          <time className={styles.time} dateTime={event.created_at}>
            {format.format(new Date(event.created_at))}
          </time>
        </li>
      ))}
    </ol>
  );
};
