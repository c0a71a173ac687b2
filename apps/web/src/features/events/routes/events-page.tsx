import type { CareerEvent } from '@careers/shared';
import { ContentPage } from '@/components/content-page/content-page.tsx';
import { browserTimeZone } from '@/lib/format/format-date-time.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useEvents } from '../api/get-events.ts';
import { EventCard } from '../components/event-card.tsx';
import styles from '../components/events.module.css';
import { EventsError, EventsLoading } from '../components/load-states.tsx';

const EventSection = ({ id, events }: { id: 'upcoming' | 'past'; events: CareerEvent[] }) => {
  const { t } = useTranslation('scheduling');
  if (events.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={`events-${id}`}>
      <h2 id={`events-${id}`} className={styles.sectionHeading}>
        {t(id)}
      </h2>
      <ul className={styles.list}>
        {events.map((event) => (
          <EventCard key={event.id} event={event} />
        ))}
      </ul>
    </section>
  );
};

/** /careers/events: career fairs, webinars and open days to register for; past registrations. */
export const EventsPage = () => {
  const { t } = useTranslation('scheduling');
  const events = useEvents();
  const body = () => {
    if (events.isPending) return <EventsLoading />;
    if (events.isError)
      return <EventsError error={events.error} onRetry={() => void events.refetch()} />;
    const { upcoming, past } = events.data;
    if (upcoming.length === 0 && past.length === 0)
      return <p className={styles.empty}>{t('events.empty')}</p>;
    return (
      <>
        <p className={styles.note}>{t('timeZoneNote', { zone: browserTimeZone() })}</p>
        <EventSection id="upcoming" events={upcoming} />
        <EventSection id="past" events={past} />
      </>
    );
  };
  return <ContentPage heading={t('events.heading')}>{body()}</ContentPage>;
};
