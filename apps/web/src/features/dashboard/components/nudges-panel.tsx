import { QueryState } from '@/components/query-state/query-state.tsx';
import { useNudges } from '@/lib/data/nudges.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { NudgeList } from './nudge-list.tsx';

/** The nudges tab: what the candidate should do next. */
export const NudgesPanel = () => {
  const { t } = useTranslation('dashboard');
  return (
    <QueryState
      query={useNudges()}
      loadingLabel={t('nudges.loading')}
      errorText={t('nudges.error')}
      isEmpty={(nudges) => nudges.length === 0}
      empty={<p>{t('nudges.empty')}</p>}
    >
      {(nudges) => <NudgeList nudges={nudges} />}
    </QueryState>
  );
};

export const useNudgeCount = () => useNudges().data?.length;
