import type { AdminInterviewListItem } from '@careers/shared';
import { Button } from '@/components/button/button.tsx';
import { formatDateTime } from '@/lib/format/format-date-time.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './schedule.module.css';

type Props = {
  interview: AdminInterviewListItem;
  /** Offered while the interview can still be changed or cancelled. */
  onEdit?: (interview: AdminInterviewListItem) => void;
  onCancel?: (interview: AdminInterviewListItem) => void;
};

/** One interview in the console: who, for what, when (or the times offered), where, its status. */
export const InterviewCard = ({ interview, onEdit, onCancel }: Props) => {
  const { t, i18n } = useTranslation('employer-schedule');
  const candidate = interview.candidate_name || interview.candidate_email;
  return (
    <li className={styles.card}>
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle} dir="auto">
          {candidate}
        </h3>
        <p className={styles.meta} dir="auto">
          {t('interviews.positionStage', {
            position: interview.position_name,
            stage: interview.stage,
          })}
        </p>
        <p className={styles.meta}>
          {interview.starts_at
            ? t('interviews.when', {
                date: formatDateTime(interview.starts_at, i18n.language, true),
                minutes: interview.duration_minutes,
              })
            : t('interviews.awaiting', {
                offered: interview.offered_slots.length,
                minutes: interview.duration_minutes,
              })}
        </p>
        {(interview.location || interview.video_url) && (
          <p className={styles.meta} dir="auto">
            {[interview.location, interview.video_url].filter(Boolean).join(' · ')}
          </p>
        )}
        {interview.interviewers.length > 0 && (
          <p className={styles.meta} dir="auto">
            {t('interviews.with', { names: interview.interviewers.join(', ') })}
          </p>
        )}
        {interview.candidate_name && <p className={styles.meta}>{interview.candidate_email}</p>}
      </div>
      <div className={styles.actions}>
        <span className={styles.badge}>{t(`interviews.status.${interview.status}`)}</span>
        {onEdit && (
          <Button variant="secondary" onPress={() => onEdit(interview)}>
            {t('interviews.edit')}
            <span className="visually-hidden">
              {': '}
              {t('interviews.cancelTarget', { name: candidate, stage: interview.stage })}
            </span>
          </Button>
        )}
        {onCancel && (
          <Button variant="danger" onPress={() => onCancel(interview)}>
            {t('interviews.cancel')}
            <span className="visually-hidden">
              {': '}
              {t('interviews.cancelTarget', { name: candidate, stage: interview.stage })}
            </span>
          </Button>
        )}
      </div>
    </li>
  );
};
