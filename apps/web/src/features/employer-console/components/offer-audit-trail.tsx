import type { AuditEvent } from '@careers/shared';
import { formatDateTime } from '@/lib/format/format-date-time.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './employer.module.css';

/** What happened to an offer, oldest first: who did what, and the status it moved between. */
export const OfferAuditTrail = ({ events }: { events: AuditEvent[] }) => {
  const { t, i18n } = useTranslation('employer');
  return (
    <section aria-labelledby="offer-audit-heading">
      <h2 id="offer-audit-heading" className={styles.columnTitle}>
        {t('offer.audit')}
      </h2>
      <ol className={styles.audit}>
        {events.map((event, index) => (
          <li key={index}>
            <time dateTime={event.created_at}>
              {formatDateTime(event.created_at, i18n.language)}
            </time>{' '}
            · {t(`auditAction.${event.action}`, { defaultValue: event.action })} ·{' '}
            <bdi>{event.actor}</bdi>
            {event.from_status && event.to_status && event.from_status !== event.to_status
              ? ` · ${t('offerDetail.statusChange', {
                  from: t(`offerStatus.${event.from_status}`, { defaultValue: event.from_status }),
                  to: t(`offerStatus.${event.to_status}`, { defaultValue: event.to_status }),
                })}`
              : ''}
          </li>
        ))}
      </ol>
    </section>
  );
};
