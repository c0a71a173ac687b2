import type { OnboardingTask } from '@careers/shared';
import { useId } from 'react';
import { Button, buttonClassName } from '@/components/button/button.tsx';
import { errorText } from '@/lib/http/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { toast } from '@/lib/toast/index.ts';
import { useCompleteOnboardingTask } from '../api/onboarding-tasks.ts';
import styles from './onboarding-tasks.module.css';

/** One task: what, for which job, its status and due date, and where to do it. */
export const TaskCard = ({
  task,
  formatDate,
}: {
  task: OnboardingTask;
  formatDate: (iso: string) => string;
}) => {
  const { t } = useTranslation('onboarding-tasks');
  const complete = useCompleteOnboardingTask();
  const isDone = task.status === 'complete';
  const titleId = useId();
  return (
    <li className={styles.card}>
      <div className={styles.cardBody}>
        <h2 id={titleId} className={styles.cardTitle} dir="auto">
          {task.title}
        </h2>
        <p className={styles.muted}>
          {t(`kind.${task.kind}`)} · {t('forPosition', { position: task.positionName })}
        </p>
        {task.description ? (
          <p className={styles.muted} dir="auto">
            {task.description}
          </p>
        ) : null}
        <div className={styles.tags}>
          <span className={`${styles.tag} ${styles[task.status] ?? ''}`}>
            {t(`status.${task.status}`)}
          </span>
          {task.isOverdue ? (
            <span className={`${styles.tag} ${styles.overdue}`}>{t('overdue')}</span>
          ) : null}
          {task.dueAt && !isDone ? (
            <span className={styles.tag}>{t('due', { date: formatDate(task.dueAt) })}</span>
          ) : null}
          {task.completedAt ? (
            <span className={styles.tag}>
              {t('completedOn', { date: formatDate(task.completedAt) })}
            </span>
          ) : null}
        </div>
      </div>
      {isDone ? null : task.link ? (
        <a className={buttonClassName('primary')} href={task.link}>
          {task.kind === 'form' ? t('openForm') : t('openDocument')}
        </a>
      ) : task.canMarkDone ? (
        <Button
          // named by its visible text, with the task it marks as its description
          aria-describedby={titleId}
          isPending={complete.isPending}
          onPress={() =>
            complete.mutate(task.id, {
              onSuccess: () => toast.success(t('marked')),
              onError: (error) => toast.error(errorText(error, t('markFailed'))),
            })
          }
        >
          {t('markDone')}
        </Button>
      ) : null}
    </li>
  );
};
