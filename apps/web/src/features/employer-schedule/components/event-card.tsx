import type { AdminEvent } from '@careers/shared';
import { useState } from 'react';
import { Button } from '@/components/button/button.tsx';
import { formatTimeRange } from '@/lib/format/format-date-time.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { EventRegistrations } from './event-registrations.tsx';
import styles from './schedule.module.css';

type Props = {
  event: AdminEvent;
  onEdit: (event: AdminEvent) => void;
  onDelete: (event: AdminEvent) => void;
};

/** One event: name, kind, when and where, places taken; edit or delete it, open its registrations. */
export const EventCard = ({ event, onEdit, onDelete }: Props) => {
  const { t, i18n } = useTranslation('employer-schedule');
  const [isShowingRegistrations, setIsShowingRegistrations] = useState(false);
  const registrationsId = `registrations-${event.id}`;
  return (
    <li className={styles.card}>
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle} dir="auto">
          {event.title}
        </h3>
        <p className={styles.meta}>
          <span className={styles.badge}>{t(`kind.${event.kind}`)}</span>{' '}
          {formatTimeRange(event.starts_at, event.ends_at, i18n.language)}
        </p>
        {event.location && (
          <p className={styles.meta} dir="auto">
            {event.location}
          </p>
        )}
        <p className={styles.meta}>
          {event.capacity === null
            ? t('events.registeredNoLimit', { registered: event.registered_count })
            : t('events.registeredOf', {
                registered: event.registered_count,
                capacity: event.capacity,
              })}
        </p>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={() => onEdit(event)}>
          {t('events.edit')}
          <span className="visually-hidden">: {event.title}</span>
        </Button>
        <Button
          variant="secondary"
          aria-expanded={isShowingRegistrations}
          aria-controls={registrationsId}
          onPress={() => setIsShowingRegistrations((shown) => !shown)}
        >
          {t('events.registrations')}
          <span className="visually-hidden">: {event.title}</span>
        </Button>
        <Button variant="danger" onPress={() => onDelete(event)}>
          {t('events.delete')}
          <span className="visually-hidden">: {event.title}</span>
        </Button>
      </div>
      <div id={registrationsId} hidden={!isShowingRegistrations} className={styles.fullRow}>
        {isShowingRegistrations && <EventRegistrations eventId={event.id} title={event.title} />}
      </div>
    </li>
  );
};
