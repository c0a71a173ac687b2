import { EVENT_KINDS, type AdminEvent, type EventKind } from '@careers/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/button/button.tsx';
import { browserTimeZone } from '@/lib/format/format-date-time.ts';
import { errorText } from '@/lib/http/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useSaveEvent } from '../api/admin-events.ts';
import {
  eventDraftOf,
  newEventDraft,
  readEventDraft,
  type EventDraft,
  type EventDraftErrors,
} from '../lib/event-draft.ts';
import { DateTimeField } from './date-time-field.tsx';
import styles from './schedule.module.css';

type Props = {
  /** The event to edit; a new one without it. */
  event: AdminEvent | null;
  onClose: () => void;
  onSaved: (event: AdminEvent) => void;
};

/** Creates or edits a career event; times in the recruiter's time zone. */
export const EventForm = ({ event, onClose, onSaved }: Props) => {
  const { t } = useTranslation('employer-schedule');
  const timeZone = browserTimeZone();
  const save = useSaveEvent();
  const [draft, setDraft] = useState<EventDraft>(() =>
    event ? eventDraftOf(event, timeZone) : newEventDraft(timeZone),
  );
  const [errors, setErrors] = useState<EventDraftErrors>({});
  const id = useId();
  const change = (patch: Partial<EventDraft>) => setDraft((old) => ({ ...old, ...patch }));
  const errorOf = (field: keyof EventDraft) => (errors[field] ? t(errors[field]) : undefined);
  const described = (field: keyof EventDraft) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}` } : {};
  const errorLine = (field: keyof EventDraft) =>
    errors[field] && (
      <span id={`${id}-${field}`} className={styles.error} role="alert">
        {errorOf(field)}
      </span>
    );

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const result = readEventDraft(draft, {
      readIn: timeZone,
      eventTimeZone: event?.time_zone ?? timeZone,
    });
    setErrors(result.errors ?? {});
    if (result.body)
      save.mutate({ id: event?.id ?? null, body: result.body }, { onSuccess: onSaved });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.formTitle}>
        {event ? t('eventForm.editTitle', { name: event.title }) : t('events.new')}
      </h2>
      <p className={styles.hint}>{t('schedule.timeZone', { zone: timeZone })}</p>
      <div className={styles.grid}>
        <label className={styles.field}>
          {t('eventForm.title')}
          <input
            value={draft.title}
            required
            maxLength={200}
            onChange={(e) => change({ title: e.target.value })}
            {...described('title')}
          />
          {errorLine('title')}
        </label>
        <label className={styles.field}>
          {t('eventForm.kind')}
          <select
            value={draft.kind}
            onChange={(e) => change({ kind: e.target.value as EventKind })}
          >
            {EVENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kind.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <DateTimeField
          label={t('eventForm.startsAt')}
          value={draft.startsAt}
          error={errorOf('startsAt')}
          isRequired
          onChange={(startsAt) => change({ startsAt })}
        />
        <DateTimeField
          label={t('eventForm.endsAt')}
          value={draft.endsAt}
          error={errorOf('endsAt')}
          isRequired
          onChange={(endsAt) => change({ endsAt })}
        />
        <label className={styles.field}>
          {t('schedule.location')}
          <input
            value={draft.location}
            maxLength={300}
            onChange={(e) => change({ location: e.target.value })}
          />
        </label>
        <label className={styles.field}>
          {t('eventForm.url')}
          <input
            type="url"
            dir="ltr"
            value={draft.url}
            maxLength={2000}
            onChange={(e) => change({ url: e.target.value })}
            {...described('url')}
          />
          {errorLine('url')}
        </label>
        <label className={styles.field}>
          {t('eventForm.capacity')}
          <input
            type="number"
            inputMode="numeric"
            min={1}
            value={draft.capacity}
            onChange={(e) => change({ capacity: e.target.value })}
            {...described('capacity')}
          />
          <span className={styles.hint}>{t('eventForm.capacityHint')}</span>
          {errorLine('capacity')}
        </label>
        <label className={styles.field}>
          {t('eventForm.description')}
          <textarea
            value={draft.description}
            maxLength={8000}
            onChange={(e) => change({ description: e.target.value })}
          />
        </label>
      </div>
      {save.isError && (
        <p role="alert" className={styles.alert}>
          {errorText(save.error, t('common.failed'))}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" isPending={save.isPending} pendingLabel={t('eventForm.saving')}>
          {event ? t('eventForm.save') : t('eventForm.create')}
        </Button>
        <Button variant="secondary" onPress={onClose}>
          {t('common.close')}
        </Button>
      </div>
    </form>
  );
};
