import type { AdminEvent } from '@careers/shared';
import { useState } from 'react';
import { Button } from '@/components/button/button.tsx';
import { QueryState } from '@/components/query-state/query-state.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useAdminEvents } from '../api/admin-events.ts';
import { DeleteEventDialog } from '../components/delete-event-dialog.tsx';
import { EventCard } from '../components/event-card.tsx';
import { EventForm } from '../components/event-form.tsx';
import styles from '../components/schedule.module.css';

/** What the form edits: nothing, a new event, or an existing one. */
type Editing = { event: AdminEvent | null } | null;

/** /employer/events: upcoming and past events; create, edit, delete, see who registered. */
export const EventsPage = () => {
  const { t } = useTranslation('employer-schedule');
  const events = useAdminEvents();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState('');
  const [toDelete, setToDelete] = useState<{ event: AdminEvent; isUpcoming: boolean } | null>(null);

  const list = (items: AdminEvent[], isUpcoming: boolean) => (
    <ul className={styles.list}>
      {items.map((event) => (
        <EventCard
          key={event.id}
          event={event}
          onEdit={(chosen) => setEditing({ event: chosen })}
          onDelete={(chosen) => setToDelete({ event: chosen, isUpcoming })}
        />
      ))}
    </ul>
  );

  return (
    <section aria-labelledby="events-heading">
      <div className={styles.headingRow}>
        <h1 id="events-heading">{t('events.title')}</h1>
        {!editing && <Button onPress={() => setEditing({ event: null })}>{t('events.new')}</Button>}
      </div>
      <div role="status">{notice && <p className={styles.success}>{notice}</p>}</div>
      {editing && (
        <EventForm
          key={editing.event?.id ?? 'new'}
          event={editing.event}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setNotice(t(editing.event ? 'events.saved' : 'events.created', { name: saved.title }));
            setEditing(null);
          }}
        />
      )}
      <QueryState
        query={events}
        loadingLabel={t('common.loading')}
        errorText={t('common.loadFailed')}
        isEmpty={(data) => data.upcoming.length + data.past.length === 0}
        empty={<p>{t('events.empty')}</p>}
      >
        {(data) => (
          <>
            <section className={styles.section} aria-labelledby="upcoming-events">
              <h2 id="upcoming-events">{t('events.upcoming')}</h2>
              {data.upcoming.length === 0 ? (
                <p>{t('common.noneUpcoming')}</p>
              ) : (
                list(data.upcoming, true)
              )}
            </section>
            {data.past.length > 0 && (
              <section className={styles.section} aria-labelledby="past-events">
                <h2 id="past-events">{t('events.past')}</h2>
                {list(data.past, false)}
              </section>
            )}
          </>
        )}
      </QueryState>
      <DeleteEventDialog
        event={toDelete?.event ?? null}
        isUpcoming={toDelete?.isUpcoming ?? false}
        onClose={() => setToDelete(null)}
        onDeleted={(deleted) => {
          setNotice(t('events.deleted', { name: deleted.title }));
          if (editing?.event?.id === deleted.id) setEditing(null);
          setToDelete(null);
        }}
      />
    </section>
  );
};
