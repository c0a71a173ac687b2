import { useId, useState } from 'react';
import { Button } from '@/components/button/button.tsx';
import { Spinner } from '@/components/spinner/spinner.tsx';
import { useBootData } from '@/lib/boot-data/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useOnboardingTasks } from '../api/onboarding-tasks.ts';
import styles from '../components/onboarding-tasks.module.css';
import { TaskCard } from '../components/task-card.tsx';

/** /careers/onboarding : the tasks an employer gave after an accepted offer, with progress. */
export const OnboardingTasksPage = () => {
  const { t, i18n } = useTranslation('onboarding-tasks');
  const { user } = useBootData();
  const tasks = useOnboardingTasks();
  const headingId = useId();
  const [format] = useState(
    () =>
      new Intl.DateTimeFormat(i18n.language, {
        dateStyle: 'medium',
        ...(user?.timeZone && { timeZone: user.timeZone }),
      }),
  );
  const formatDate = (iso: string) => format.format(new Date(iso));
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.heading}>
        {t('heading')}
      </h1>
      <p className={styles.muted}>{t('intro')}</p>
      {tasks.isPending ? (
        <p className={styles.status} role="status">
          <Spinner size="small" /> {t('loading')}
        </p>
      ) : tasks.isError ? (
        <div className={styles.empty} role="alert">
          <p>{t('failed')}</p>
          <Button onPress={() => void tasks.refetch()}>{t('retry')}</Button>
        </div>
      ) : tasks.data.tasks.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('emptyTitle')}</p>
          <p className={styles.muted}>{t('emptyText')}</p>
        </div>
      ) : (
        <>
          <div className={styles.progress}>
            <h2 className={styles.progressTitle}>{t(`overall.${tasks.data.progress.status}`)}</h2>
            <div
              className={styles.bar}
              role="progressbar"
              aria-label={t('progressLabel')}
              aria-valuemin={0}
              aria-valuemax={tasks.data.progress.total}
              aria-valuenow={tasks.data.progress.complete}
            >
              <div
                className={styles.barFill}
                style={{
                  width: `${String((100 * tasks.data.progress.complete) / tasks.data.progress.total)}%`,
                }}
              />
            </div>
            <p className={styles.muted}>
              {t('progress', {
                complete: tasks.data.progress.complete,
                total: tasks.data.progress.total,
              })}
            </p>
          </div>
          <ul className={styles.list}>
            {tasks.data.tasks.map((task) => (
              <TaskCard key={task.id} task={task} formatDate={formatDate} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
};
