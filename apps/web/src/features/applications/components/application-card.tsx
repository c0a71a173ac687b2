import type { ApplicationStatus, DashboardApplication } from '@careers/shared';
import { useId, useState } from 'react';
import { Button } from '@/components/button/button.tsx';
import { ListCard, type ListCardTone } from '@/components/list-card/list-card.tsx';
import { useBootData } from '@/lib/boot-data/index.ts';
import { errorText } from '@/lib/http/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { toast } from '@/lib/toast/index.ts';
import { useWithdrawApplication } from '../api/withdraw-application.ts';
import { ApplicationTimeline } from './application-timeline.tsx';
import styles from './application-card.module.css';
import { WithdrawDialog } from './withdraw-dialog.tsx';

const TONES: Record<ApplicationStatus, ListCardTone> = {
  submitted: 'info',
  in_review: 'info',
  interviewing: 'warning',
  offered: 'success',
  hired: 'success',
  rejected: 'neutral',
  withdrawn: 'neutral',
};

/**
 * One application: its status and next step in words, its history on demand, and Withdraw
 * (after a confirmation). A tenant with `hideApplicationStatus` shows neither status nor history.
 */
export const ApplicationCard = ({ application }: { application: DashboardApplication }) => {
  const { t, i18n } = useTranslation('applications');
  const { config } = useBootData();
  const isStatusHidden = config.dashboardConfig.hideApplicationStatus;
  const [isHistoryOpen, setHistoryOpen] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const withdraw = useWithdrawApplication();
  const timelineId = useId();
  const name = application.position.name;
  const appliedOn = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
    new Date(application.submitted_at),
  );
  const handleConfirm = () =>
    withdraw.mutate(application.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t('withdraw.done', { name }));
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(errorText(error, t('withdraw.failed')));
      },
    });
  return (
    <ListCard
      title={name}
      {...(!isStatusHidden && {
        status: { label: t(`status.${application.status}`), tone: TONES[application.status] },
      })}
      meta={
        <>
          {t('appliedOn', { date: appliedOn })}
          {!isStatusHidden && application.nextStep !== 'none' ? (
            <span className={styles.next}>
              {t('nextStepLabel')} {t(`nextStep.${application.nextStep}`)}
            </span>
          ) : null}
        </>
      }
      actions={
        <>
          {isStatusHidden ? null : (
            <Button
              variant="secondary"
              aria-expanded={isHistoryOpen}
              aria-controls={isHistoryOpen ? timelineId : undefined}
              aria-label={t('timeline.showNamed', { name })}
              onPress={() => setHistoryOpen((open) => !open)}
            >
              {t('timeline.show')}
            </Button>
          )}
          {application.canWithdraw ? (
            <Button
              variant="secondary"
              aria-label={t('withdraw.buttonNamed', { name })}
              onPress={() => setConfirming(true)}
            >
              {t('withdraw.button')}
            </Button>
          ) : null}
          <WithdrawDialog
            positionName={name}
            isOpen={isConfirming}
            isPending={withdraw.isPending}
            onClose={() => setConfirming(false)}
            onConfirm={handleConfirm}
          />
        </>
      }
      details={
        isHistoryOpen && !isStatusHidden ? (
          <ApplicationTimeline id={timelineId} history={application.history} />
        ) : null
      }
    />
  );
};
