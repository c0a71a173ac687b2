import type { CareerEvent } from '@careers/shared';
import { useState } from 'react';
import { Button, buttonClassName } from '@/components/button/button.tsx';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog.tsx';
import { useBootData } from '@/lib/boot-data/index.ts';
import { formatTimeRange } from '@/lib/format/format-date-time.ts';
import { errorText } from '@/lib/http/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { toast } from '@/lib/toast/index.ts';
import { eventCalendarHref, useEventRegistration } from '../api/event-registration.ts';
import styles from './events.module.css';

const isOver = (event: CareerEvent) => Date.parse(event.ends_at) <= Date.now();

/**
 * One event: kind, title, time in the browser's time zone, place or link, description, places
 * left; register, or cancel with a confirmation; the calendar file. The registration status shows
 * when the tenant's `showEventApplicationStatus` says so.
 */
export const EventCard = ({ event }: { event: CareerEvent }) => {
  const { t, i18n } = useTranslation('scheduling');
  const { domain, config } = useBootData();
  const showStatus = config.dashboardConfig.showEventApplicationStatus;
  const { register, cancel } = useEventRegistration(event.id);
  const [isConfirming, setIsConfirming] = useState(false);
  const isRegistered = event.registration_status === 'registered';
  const isFull = event.spots_left === 0 && !isRegistered;

  const handleRegister = () =>
    register.mutate(undefined, {
      onSuccess: () => toast.success(t('events.registered', { name: event.title })),
      onError: (error) => toast.error(errorText(error, t('failed'))),
    });
  const handleCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setIsConfirming(false);
        toast.success(t('events.cancelled', { name: event.title }));
      },
      onError: (error) => {
        setIsConfirming(false);
        toast.error(errorText(error, t('failed')));
      },
    });

  return (
    <li className={styles.card}>
      <div className={styles.cardHeader}>
        <span className={styles.kind}>{t(`events.kind.${event.kind}`)}</span>
        {showStatus && event.registration_status ? (
          <span className={`${styles.pill} ${isRegistered ? styles.success : styles.muted}`}>
            {t(`events.status.${event.registration_status}`)}
          </span>
        ) : null}
      </div>
      <h3 className={styles.title} dir="auto">
        {event.title}
      </h3>
      <p className={styles.when}>
        {formatTimeRange(event.starts_at, event.ends_at, i18n.language)}
      </p>
      {event.location ? (
        <p className={styles.meta} dir="auto">
          {event.location}
        </p>
      ) : null}
      {event.url ? (
        <p className={styles.meta}>
          <a href={event.url} target="_blank" rel="noreferrer noopener">
            {t('events.link')}
          </a>
        </p>
      ) : null}
      {event.description ? (
        <p className={styles.description} dir="auto">
          {event.description}
        </p>
      ) : null}
      {event.spots_left !== null && !isOver(event) ? (
        <p className={styles.meta}>
          {isFull ? t('events.full') : t('events.placesLeft', { places: event.spots_left })}
        </p>
      ) : null}
      {isOver(event) ? null : (
        <div className={styles.actions}>
          {isRegistered ? (
            <Button
              variant="secondary"
              aria-label={t('events.cancelLabel', { name: event.title })}
              onPress={() => setIsConfirming(true)}
            >
              {t('events.cancel')}
            </Button>
          ) : (
            <Button
              isDisabled={isFull}
              isPending={register.isPending}
              aria-label={t('events.registerLabel', { name: event.title })}
              onPress={handleRegister}
            >
              {t('events.register')}
            </Button>
          )}
          <a
            className={buttonClassName('secondary')}
            href={eventCalendarHref(event.id, domain)}
            download
            aria-label={t('addToCalendarLabel', { name: event.title })}
          >
            {t('addToCalendar')}
          </a>
        </div>
      )}
      <ConfirmDialog
        isOpen={isConfirming}
        isPending={cancel.isPending}
        isDanger
        title={t('events.confirmTitle')}
        backLabel={t('events.keep')}
        confirmLabel={t('events.cancel')}
        onClose={() => setIsConfirming(false)}
        onConfirm={handleCancel}
      >
        <p>{t('events.confirmText', { name: event.title })}</p>
      </ConfirmDialog>
    </li>
  );
};
