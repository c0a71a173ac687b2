import { useSearchParams } from 'react-router';
import { QueryState } from '@/components/query-state/query-state.tsx';
import { useBootData } from '@/lib/boot-data/index.ts';
import { useSavedPositions, useUnsavePosition } from '@/lib/data/saved-positions.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { toast } from '@/lib/toast/index.ts';
import styles from '../routes/saved-jobs-page.module.css';
import { linkParams, SavedCard } from './saved-card.tsx';

/** The dashboard's saved positions tab: the cards of /careers/saved-jobs. */
export const SavedPositionsPanel = () => {
  const { t, i18n } = useTranslation('search');
  const { domain } = useBootData();
  const [searchParams] = useSearchParams();
  const unsave = useUnsavePosition();
  const query = linkParams(searchParams, domain);
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <QueryState
      query={useSavedPositions()}
      loadingLabel={t('saved.loading')}
      errorText={t('saved.failed')}
      isEmpty={(data) => data.positions.length === 0}
      empty={
        <>
          <p>{t('saved.emptyTitle')}</p>
          <p>{t('saved.emptyText')}</p>
        </>
      }
    >
      {(data) => (
        <ul className={styles.list}>
          {data.positions.map((position) => (
            <SavedCard
              key={position.id}
              position={position}
              query={query}
              savedOn={format.format(new Date(position.savedTs * 1000))}
              onRemove={() =>
                unsave.mutate(position.id, {
                  onSuccess: () => toast.success(t('saved.removed', { name: position.name })),
                  onError: () => toast.error(t('saved.removeFailed')),
                })
              }
            />
          ))}
        </ul>
      )}
    </QueryState>
  );
};

export const useSavedPositionCount = () => useSavedPositions().data?.positions.length;
