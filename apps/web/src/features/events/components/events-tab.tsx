import { withDomain } from '@/components/navbar/nav-href.ts';
import { useDomain } from '@/lib/boot-data/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useEvents } from '../api/get-events.ts';
import { EventCard } from './event-card.tsx';
import styles from './events.module.css';
import { EventsError, EventsLoading } from './load-states.tsx';

/**
 * The dashboard's events tab: upcoming events, with their own query and their own loading, empty
 * and error states, so a failure here leaves the other tabs alone.
 */
export const EventsTab = () => {
  const { t } = useTranslation('scheduling');
  const domain = useDomain();
  const events = useEvents();
  if (events.isPending) return <EventsLoading />;
  if (events.isError)
    return <EventsError error={events.error} onRetry={() => void events.refetch()} />;
  const { upcoming } = events.data;
  return (
    <div className={styles.section}>
      {upcoming.length === 0 ? (
        <p className={styles.empty}>{t('events.empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('upcoming')}>
          {upcoming.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </ul>
      )}
      <p>
        <a href={withDomain('/careers/events', domain)}>{t('events.seeAll')}</a>
      </p>
    </div>
  );
};
