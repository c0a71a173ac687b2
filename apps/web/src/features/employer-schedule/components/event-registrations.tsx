import { QueryState } from '@/components/query-state/query-state.tsx';
import { formatDateTime } from '@/lib/format/format-date-time.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useEventRegistrations } from '../api/admin-events.ts';
import styles from './schedule.module.css';

/** Who registered for an event (cancelled registrations included), as a table. */
export const EventRegistrations = ({ eventId, title }: { eventId: number; title: string }) => {
  const { t, i18n } = useTranslation('employer-schedule');
  const registrations = useEventRegistrations(eventId);
  return (
    <QueryState
      query={registrations}
      loadingLabel={t('common.loading')}
      errorText={t('common.loadFailed')}
      isEmpty={(rows) => rows.length === 0}
      empty={<p>{t('registrations.empty')}</p>}
    >
      {(rows) => (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">
              {t('registrations.caption', { name: title })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('registrations.name')}</th>
                <th scope="col">{t('registrations.email')}</th>
                <th scope="col">{t('registrations.status')}</th>
                <th scope="col">{t('registrations.registeredAt')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.candidate_id}>
                  <td dir="auto">{row.name || '—'}</td>
                  <td dir="ltr">{row.email}</td>
                  <td>{t(`registrations.statuses.${row.status}`)}</td>
                  <td>{formatDateTime(row.registered_at, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </QueryState>
  );
};
