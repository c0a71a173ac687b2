import type { AdminInterviewListItem } from '@careers/shared';
import { useState } from 'react';
import { Button } from '@/components/button/button.tsx';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog.tsx';
import { QueryState } from '@/components/query-state/query-state.tsx';
import { errorText } from '@/lib/http/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useAdminInterviews, useCancelInterview } from '../api/admin-interviews.ts';
import { EditInterviewForm } from '../components/edit-interview-form.tsx';
import { InterviewCard } from '../components/interview-card.tsx';
import { ScheduleInterviewForm } from '../components/schedule-interview-form.tsx';
import styles from '../components/schedule.module.css';

/**
 * /employer/interviews: upcoming and past interviews; schedule one, change one, cancel one (after
 * a question).
 */
export const InterviewsPage = () => {
  const { t } = useTranslation('employer-schedule');
  const interviews = useAdminInterviews();
  const cancel = useCancelInterview();
  const [isScheduling, setIsScheduling] = useState(false);
  const [toEdit, setToEdit] = useState<AdminInterviewListItem | null>(null);
  const [notice, setNotice] = useState('');
  const [toCancel, setToCancel] = useState<AdminInterviewListItem | null>(null);

  const confirmCancel = () => {
    if (!toCancel) return;
    cancel.mutate(toCancel.id, {
      onSuccess: () => {
        setNotice(
          t('interviews.cancelled', { name: toCancel.candidate_name || toCancel.candidate_email }),
        );
        setToCancel(null);
      },
    });
  };

  return (
    <section aria-labelledby="interviews-heading">
      <div className={styles.headingRow}>
        <h1 id="interviews-heading">{t('interviews.title')}</h1>
        {!isScheduling && (
          <Button onPress={() => setIsScheduling(true)}>{t('schedule.title')}</Button>
        )}
      </div>
      <div role="status">{notice && <p className={styles.success}>{notice}</p>}</div>
      {toEdit && (
        <EditInterviewForm
          key={toEdit.id}
          interview={toEdit}
          onClose={() => setToEdit(null)}
          onSaved={(message) => {
            setNotice(message);
            setToEdit(null);
          }}
        />
      )}
      {isScheduling && (
        <ScheduleInterviewForm
          onClose={() => setIsScheduling(false)}
          onScheduled={(message) => {
            setNotice(message);
            setIsScheduling(false);
          }}
        />
      )}
      <QueryState
        query={interviews}
        loadingLabel={t('common.loading')}
        errorText={t('common.loadFailed')}
        isEmpty={(data) => data.upcoming.length + data.past.length === 0}
        empty={<p>{t('interviews.empty')}</p>}
      >
        {(data) => (
          <>
            <section className={styles.section} aria-labelledby="upcoming-interviews">
              <h2 id="upcoming-interviews">{t('interviews.upcoming')}</h2>
              {data.upcoming.length === 0 ? (
                <p>{t('common.noneUpcoming')}</p>
              ) : (
                <ul className={styles.list}>
                  {data.upcoming.map((interview) => (
                    <InterviewCard
                      key={interview.id}
                      interview={interview}
                      onEdit={(chosen) => {
                        setIsScheduling(false);
                        setToEdit(chosen);
                      }}
                      onCancel={setToCancel}
                    />
                  ))}
                </ul>
              )}
            </section>
            {data.past.length > 0 && (
              <section className={styles.section} aria-labelledby="past-interviews">
                <h2 id="past-interviews">{t('interviews.past')}</h2>
                <ul className={styles.list}>
                  {data.past.map((interview) => (
                    <InterviewCard key={interview.id} interview={interview} />
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
      </QueryState>
      <ConfirmDialog
        isOpen={toCancel !== null}
        isPending={cancel.isPending}
        isDanger
        title={t('interviews.confirmTitle')}
        backLabel={t('common.back')}
        confirmLabel={t('interviews.cancel')}
        pendingLabel={t('interviews.cancelling')}
        onClose={() => {
          setToCancel(null);
          cancel.reset();
        }}
        onConfirm={confirmCancel}
      >
        <p>
          {toCancel &&
            t('interviews.confirmText', {
              name: toCancel.candidate_name || toCancel.candidate_email,
              stage: toCancel.stage,
              position: toCancel.position_name,
            })}
        </p>
        {cancel.isError && (
          <p role="alert" className={styles.alert}>
            {errorText(cancel.error, t('common.failed'))}
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
};
