import type { AdminEvent } from '@careers/shared';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog.tsx';
import { errorText } from '@/lib/http/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useDeleteEvent } from '../api/admin-events.ts';
import styles from './schedule.module.css';

type Props = {
  /** The event asked about; null: the dialog is closed. */
  event: AdminEvent | null;
  /** Not over yet: its registered candidates are told. */
  isUpcoming: boolean;
  onClose: () => void;
  onDeleted: (event: AdminEvent) => void;
};

/** The question before an event is deleted: what goes, and who is told. */
export const DeleteEventDialog = ({ event, isUpcoming, onClose, onDeleted }: Props) => {
  const { t } = useTranslation('employer-schedule');
  const remove = useDeleteEvent();
  return (
    <ConfirmDialog
      isOpen={event !== null}
      isPending={remove.isPending}
      isDanger
      title={t('events.confirmTitle')}
      backLabel={t('common.back')}
      confirmLabel={t('events.delete')}
      pendingLabel={t('events.deleting')}
      onClose={() => {
        remove.reset();
        onClose();
      }}
      onConfirm={() => event && remove.mutate(event.id, { onSuccess: () => onDeleted(event) })}
    >
      <p>{event && t('events.confirmText', { name: event.title })}</p>
      {isUpcoming && event && event.registered_count > 0 && (
        <p>{t('events.confirmTold', { registered: event.registered_count })}</p>
      )}
      {remove.isError && (
        <p role="alert" className={styles.alert}>
          {errorText(remove.error, t('common.failed'))}
        </p>
      )}
    </ConfirmDialog>
  );
};
