import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, buttonClassName } from '@/components/button/button.tsx';
import { Spinner } from '@/components/spinner/spinner.tsx';
import { useBootData } from '@/lib/boot-data/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { toast } from '@/lib/toast/index.ts';
import { useSavedPositions, useUnsavePosition } from '@/lib/data/saved-positions.ts';
import { linkParams, SavedCard } from '../components/saved-card.tsx';
import styles from './saved-jobs-page.module.css';
import { errorText } from '@/lib/http/index.ts';

/** /careers/saved-jobs : the positions the candidate saved, with Apply and Remove. */
export const SavedJobsPage = () => {
  const { t, i18n } = useTranslation('search');
  const { domain } = useBootData();
  const [searchParams] = useSearchParams();
  const saved = useSavedPositions();
  const unsave = useUnsavePosition();
  const headingId = useId();
  const [dateFormat] = useState(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }),
  );
  const query = linkParams(searchParams, domain);

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.heading}>
        {t('saved.heading')}
      </h1>
      {saved.isPending ? (
        <p className={styles.status} role="status">
          <Spinner size="small" /> {t('saved.loading')}
        </p>
      ) : saved.isError ? (
        <div className={styles.empty} role="alert">
          <p>{t('saved.failed')}</p>
          <Button onPress={() => void saved.refetch()}>{t('results.retry')}</Button>
        </div>
      ) : saved.data.positions.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('saved.emptyTitle')}</p>
          <p>{t('saved.emptyText')}</p>
          <a className={buttonClassName('primary')} href={`/careers?${query}`}>
            {t('saved.search')}
          </a>
        </div>
      ) : (
        <>
          <p className={styles.status}>
            {t('saved.count', { count: saved.data.positions.length })}
          </p>
          <ul className={styles.list}>
            {saved.data.positions.map((position) => (
              <SavedCard
                key={position.id}
                position={position}
                query={query}
                savedOn={dateFormat.format(new Date(position.savedTs * 1000))}
                onRemove={() => {
                  unsave.mutate(position.id, {
                    onSuccess: () => toast.success(t('saved.removed', { name: position.name })),
                    onError: (error) => toast.error(errorText(error, t('saved.removeFailed'))),
                  });
                }}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
};
