import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { DraftFields, InterviewDraftErrors } from '../lib/interview-draft.ts';
import styles from './schedule.module.css';

type Props = {
  fields: DraftFields;
  errors: InterviewDraftErrors;
  onChange: (patch: Partial<DraftFields>) => void;
};

/** Stage, length, place, video link, interviewers and instructions of an interview. */
export const InterviewDetailsFields = ({ fields, errors, onChange }: Props) => {
  const { t } = useTranslation('employer-schedule');
  const id = useId();
  const errorOf = (field: keyof InterviewDraftErrors) => {
    const key = errors[field];
    return typeof key === 'string' ? t(key) : undefined;
  };
  const described = (field: keyof InterviewDraftErrors) =>
    errorOf(field) ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}` } : {};
  const errorLine = (field: keyof InterviewDraftErrors) =>
    errorOf(field) && (
      <span id={`${id}-${field}`} className={styles.error} role="alert">
        {errorOf(field)}
      </span>
    );
  return (
    <div className={styles.grid}>
      <label className={styles.field}>
        {t('schedule.stage')}
        <input
          value={fields.stage}
          required
          maxLength={100}
          placeholder={t('schedule.stageExample')}
          onChange={(event) => onChange({ stage: event.target.value })}
          {...described('stage')}
        />
        {errorLine('stage')}
      </label>
      <label className={styles.field}>
        {t('schedule.duration')}
        <input
          type="number"
          inputMode="numeric"
          min={5}
          max={1440}
          step={5}
          value={fields.durationMinutes}
          onChange={(event) => onChange({ durationMinutes: event.target.value })}
          {...described('durationMinutes')}
        />
        {errorLine('durationMinutes')}
      </label>
      <label className={styles.field}>
        {t('schedule.location')}
        <input
          value={fields.location}
          maxLength={300}
          onChange={(event) => onChange({ location: event.target.value })}
        />
      </label>
      <label className={styles.field}>
        {t('schedule.videoUrl')}
        <input
          type="url"
          dir="ltr"
          value={fields.videoUrl}
          maxLength={2000}
          onChange={(event) => onChange({ videoUrl: event.target.value })}
          {...described('videoUrl')}
        />
        {errorLine('videoUrl')}
      </label>
      <label className={styles.field}>
        {t('schedule.interviewers')}
        <input
          value={fields.interviewers}
          onChange={(event) => onChange({ interviewers: event.target.value })}
        />
        <span className={styles.hint}>{t('schedule.interviewersHint')}</span>
      </label>
      <label className={styles.field}>
        {t('schedule.instructions')}
        <textarea
          value={fields.instructions}
          maxLength={4000}
          onChange={(event) => onChange({ instructions: event.target.value })}
        />
      </label>
    </div>
  );
};
