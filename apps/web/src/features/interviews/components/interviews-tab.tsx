import { withDomain } from '@/components/navbar/nav-href.ts';
import { useDomain } from '@/lib/boot-data/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useInterviews } from '../api/get-interviews.ts';
import { InterviewCard } from './interview-card.tsx';
import styles from './interviews.module.css';
import { InterviewsError, InterviewsLoading } from './load-states.tsx';

/**
 * The dashboard's interviews tab: the upcoming interviews, with their own query and their own
 * loading, empty and error states, so a failure here leaves the other tabs alone.
 */
export const InterviewsTab = () => {
  const { t } = useTranslation('scheduling');
  const domain = useDomain();
  const interviews = useInterviews();
  if (interviews.isPending) return <InterviewsLoading />;
  if (interviews.isError)
    return <InterviewsError error={interviews.error} onRetry={() => void interviews.refetch()} />;
  const { upcoming } = interviews.data;
  return (
    <div className={styles.section}>
      {upcoming.length === 0 ? (
        <p className={styles.empty}>{t('interviews.empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('upcoming')}>
          {upcoming.map((interview) => (
            <InterviewCard key={interview.id} interview={interview} />
          ))}
        </ul>
      )}
      <p>
        <a href={withDomain('/careers/interviews', domain)}>{t('interviews.seeAll')}</a>
      </p>
    </div>
  );
};
