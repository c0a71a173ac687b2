import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button/button.tsx';
import { browserTimeZone } from '@/lib/format/format-date-time.ts';
import { errorText } from '@/lib/http/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useScheduleInterview } from '../api/admin-interviews.ts';
import { suggestedTime } from '../lib/date-time-value.ts';
import {
  readInterviewDraft,
  type DraftFields,
  type InterviewDraftErrors,
} from '../lib/interview-draft.ts';
import { ApplicationPicker, type ChosenApplication } from './application-picker.tsx';
import { DateTimeField } from './date-time-field.tsx';
import { InterviewDetailsFields } from './interview-details-fields.tsx';
import { newSlot, SlotTimes, type Slot } from './slot-times.tsx';
import styles from './schedule.module.css';

type Props = { onClose: () => void; onScheduled: (message: string) => void };

/**
 * Schedules an interview for an application: at a set time, or with times the candidate chooses
 * from. Times are read in the recruiter's time zone, which becomes the interview's.
 */
export const ScheduleInterviewForm = ({ onClose, onScheduled }: Props) => {
  const { t } = useTranslation('employer-schedule');
  const timeZone = browserTimeZone();
  const schedule = useScheduleInterview();
  const [application, setApplication] = useState<ChosenApplication | null>(null);
  const [fields, setFields] = useState<DraftFields>(() => ({
    stage: '',
    durationMinutes: '45',
    mode: 'slots',
    time: suggestedTime(timeZone, 1),
    location: '',
    videoUrl: '',
    interviewers: '',
    instructions: '',
  }));
  const [slots, setSlots] = useState<Slot[]>(() => [
    newSlot(suggestedTime(timeZone, 1, 10)),
    newSlot(suggestedTime(timeZone, 1, 14)),
    newSlot(suggestedTime(timeZone, 2, 10)),
  ]);
  const [errors, setErrors] = useState<InterviewDraftErrors>({});
  const say = (key: string | undefined) => (key ? t(key) : undefined);
  const change = (patch: Partial<DraftFields>) => setFields((old) => ({ ...old, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = readInterviewDraft({
      ...fields,
      application,
      slots: slots.map((slot) => slot.value),
      timeZone,
    });
    setErrors(result.errors ?? {});
    if (!result.body || !application) return;
    schedule.mutate(result.body, {
      onSuccess: () => onScheduled(t('schedule.done', { position: application.positionTitle })),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="schedule-title">
      <h2 id="schedule-title" className={styles.formTitle}>
        {t('schedule.title')}
      </h2>
      <ApplicationPicker error={say(errors.application)} onChange={setApplication} />
      <InterviewDetailsFields fields={fields} errors={errors} onChange={change} />
      <fieldset className={styles.fieldset}>
        <legend>{t('schedule.when')}</legend>
        <p className={styles.hint}>{t('schedule.timeZone', { zone: timeZone })}</p>
        <label className={styles.radio}>
          <input
            type="radio"
            name="mode"
            checked={fields.mode === 'slots'}
            onChange={() => change({ mode: 'slots' })}
          />
          {t('schedule.modeSlots')}
        </label>
        <label className={styles.radio}>
          <input
            type="radio"
            name="mode"
            checked={fields.mode === 'time'}
            onChange={() => change({ mode: 'time' })}
          />
          {t('schedule.modeTime')}
        </label>
        {fields.mode === 'time' ? (
          <DateTimeField
            label={t('schedule.time')}
            value={fields.time}
            error={say(errors.time)}
            isRequired
            onChange={(time) => change({ time })}
          />
        ) : (
          <SlotTimes slots={slots} errors={(errors.slots ?? []).map(say)} onChange={setSlots} />
        )}
      </fieldset>
      {schedule.isError && (
        <p role="alert" className={styles.alert}>
          {errorText(schedule.error, t('common.failed'))}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" isPending={schedule.isPending} pendingLabel={t('schedule.sending')}>
          {t('schedule.submit')}
        </Button>
        <Button variant="secondary" onPress={onClose}>
          {t('common.close')}
        </Button>
      </div>
    </form>
  );
};
