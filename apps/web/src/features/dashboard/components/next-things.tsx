import { QueryState } from '@/components/query-state/query-state.tsx';
import { useNudges } from '@/lib/data/nudges.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './dashboard.module.css';
import { NudgeList } from './nudge-list.tsx';

/** The v2 dashboard's "Next steps": the three most pressing things to do. */
export const NextThings = () => {
  const { t } = useTranslation('dashboard');
  return (
    <section aria-labelledby="dashboard-next">
      <h2 id="dashboard-next" className={styles.sectionHeading}>
        {t('next.heading')}
      </h2>
      <QueryState
        query={useNudges()}
        loadingLabel={t('nudges.loading')}
        errorText={t('nudges.error')}
        isEmpty={(nudges) => nudges.length === 0}
        empty={<p>{t('nudges.empty')}</p>}
      >
        {(nudges) => <NudgeList nudges={nudges.slice(0, 3)} />}
      </QueryState>
    </section>
  );
};
