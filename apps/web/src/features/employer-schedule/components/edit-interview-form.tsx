import type { AdminInterviewListItem } from '@careers/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button/button.tsx';
import { browserTimeZone } from '@/lib/format/format-date-time.ts';
import { errorText } from '@/lib/http/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useUpdateInterview } from '../api/admin-interviews.ts';
import {
  interviewFieldsOf,
  readInterviewEdit,
  type DraftFields,
  type InterviewDraftErrors,
} from '../lib/interview-draft.ts';
import { DateTimeField } from './date-time-field.tsx';
import { InterviewDetailsFields } from './interview-details-fields.tsx';
import styles from './schedule.module.css';

type Props = {
  interview: AdminInterviewListItem;
  onClose: () => void;
  onSaved: (message: string) => void;
};

/**
 * Changes a scheduled interview: its time (when it has one), place, link, interviewers and the
 * rest of its details. Times are read in the recruiter's time zone, which becomes the interview's.
 */
export const EditInterviewForm = ({ interview, onClose, onSaved }: Props) => {
  const { t } = useTranslation('employer-schedule');
  const timeZone = browserTimeZone();
  const update = useUpdateInterview();
  const [fields, setFields] = useState<DraftFields>(() => interviewFieldsOf(interview, timeZone));
  const [errors, setErrors] = useState<InterviewDraftErrors>({});
  const name = interview.candidate_name || interview.candidate_email;
  const titleId = `edit-interview-${interview.id}`;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = readInterviewEdit(fields, { timeZone, original: interview });
    setErrors(result.errors ?? {});
    if (!result.body) return;
    update.mutate(
      { id: interview.id, body: result.body },
      { onSuccess: () => onSaved(t('interviews.saved', { name })) },
    );
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.formTitle}>
        {t('interviews.editTitle', { name })}
      </h2>
      <InterviewDetailsFields
        fields={fields}
        errors={errors}
        onChange={(patch) => setFields((old) => ({ ...old, ...patch }))}
      />
      {fields.mode === 'time' && (
        <div className={styles.fieldset}>
          <p className={styles.hint}>{t('schedule.timeZone', { zone: timeZone })}</p>
          <DateTimeField
            label={t('schedule.time')}
            value={fields.time}
            error={errors.time ? t(errors.time) : undefined}
            isRequired
            onChange={(time) => setFields((old) => ({ ...old, time }))}
          />
        </div>
      )}
      {update.isError && (
        <p role="alert" className={styles.alert}>
          {errorText(update.error, t('common.failed'))}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" isPending={update.isPending} pendingLabel={t('eventForm.saving')}>
          {t('interviews.save')}
        </Button>
        <Button variant="secondary" onPress={onClose}>
          {t('common.close')}
        </Button>
      </div>
    </form>
  );
};
