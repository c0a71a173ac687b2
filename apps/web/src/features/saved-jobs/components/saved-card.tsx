import { CARRIED_OVER_PARAMS, type SavedPosition } from '@careers/shared';
import { Button, buttonClassName } from '@/components/button/button.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from '../routes/saved-jobs-page.module.css';

/** The page's tenant, language and carried-over parameters, for links to jobs. */
export const linkParams = (current: URLSearchParams, domain: string) => {
  const next = new URLSearchParams({ domain });
  for (const key of ['hl', ...CARRIED_OVER_PARAMS]) {
    const value = current.get(key);
    if (value) next.set(key, value);
  }
  return next.toString();
};

/** A saved position: its link, department and place, Apply and Remove. */
export const SavedCard = ({
  position,
  query,
  savedOn,
  onRemove,
}: {
  position: SavedPosition;
  query: string;
  savedOn: string;
  onRemove: () => void;
}) => {
  const { t } = useTranslation('search');
  const isClosed = position.archived_at !== null;
  return (
    <li className={styles.card}>
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>
          {isClosed ? (
            position.name
          ) : (
            <a href={`/careers/job/${String(position.id)}?${query}`}>{position.name}</a>
          )}
        </h2>
        <p className={styles.meta}>
          {[position.department, position.location].filter(Boolean).join(' · ')}
        </p>
        <p className={styles.meta}>
          {isClosed ? <span className={styles.closed}>{t('saved.closed')}</span> : null}
          {t('saved.savedOn', { date: savedOn })}
        </p>
      </div>
      <div className={styles.cardActions}>
        {isClosed ? null : (
          <a
            className={buttonClassName('primary')}
            href={`/careers/apply?${query}&pid=${String(position.id)}`}
            aria-label={t('saved.applyTo', { name: position.name })}
          >
            {t('preview.apply')}
          </a>
        )}
        <Button
          variant="secondary"
          aria-label={t('saved.removeLabel', { name: position.name })}
          onPress={onRemove}
        >
          {t('saved.remove')}
        </Button>
      </div>
    </li>
  );
};
