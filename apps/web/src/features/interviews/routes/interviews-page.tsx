import type { Interview } from '@careers/shared';
import { ContentPage } from '@/components/content-page/content-page.tsx';
import { browserTimeZone } from '@/lib/format/format-date-time.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useInterviews } from '../api/get-interviews.ts';
import { InterviewCard } from '../components/interview-card.tsx';
import styles from '../components/interviews.module.css';
import { InterviewsError, InterviewsLoading } from '../components/load-states.tsx';

const InterviewSection = ({
  id,
  interviews,
}: {
  id: 'upcoming' | 'past';
  interviews: Interview[];
}) => {
  const { t } = useTranslation('scheduling');
  if (interviews.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={`interviews-${id}`}>
      <h2 id={`interviews-${id}`} className={styles.sectionHeading}>
        {t(id)}
      </h2>
      <ul className={styles.list}>
        {interviews.map((interview) => (
          <InterviewCard key={interview.id} interview={interview} />
        ))}
      </ul>
    </section>
  );
};

/** /careers/interviews: upcoming interviews (with slots to choose) and past ones. */
export const InterviewsPage = () => {
  const { t } = useTranslation('scheduling');
  const interviews = useInterviews();
  const body = () => {
    if (interviews.isPending) return <InterviewsLoading />;
    if (interviews.isError)
      return <InterviewsError error={interviews.error} onRetry={() => void interviews.refetch()} />;
    const { upcoming, past } = interviews.data;
    if (upcoming.length === 0 && past.length === 0)
      return <p className={styles.empty}>{t('interviews.empty')}</p>;
    return (
      <>
        <p className={styles.note}>{t('timeZoneNote', { zone: browserTimeZone() })}</p>
        <InterviewSection id="upcoming" interviews={upcoming} />
        <InterviewSection id="past" interviews={past} />
      </>
    );
  };
  return <ContentPage heading={t('interviews.heading')}>{body()}</ContentPage>;
};
