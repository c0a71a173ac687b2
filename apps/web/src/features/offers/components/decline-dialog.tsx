import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './decline-dialog.module.css';

type DeclineDialogProps = {
  isOpen: boolean;
  isPending: boolean;
  onClose: () => void;
  onConfirm: () => void;
};

/** 'Decline offer?' with 'Back to offer' and 'Decline offer' (the decline needs this confirmation). */
export const DeclineDialog = ({ isOpen, isPending, onClose, onConfirm }: DeclineDialogProps) => {
  const { t } = useTranslation('offers');
  return (
    <ConfirmDialog
      isOpen={isOpen}
      isPending={isPending}
      isDanger
      title={t('dialog.title')}
      backLabel={t('dialog.back')}
      confirmLabel={t('dialog.confirm')}
      pendingLabel={t('dialog.declining')}
      onClose={onClose}
      onConfirm={onConfirm}
    >
      <p>{t('dialog.text')}</p>
      <p className={styles.warning}>{t('dialog.warning')}</p>
    </ConfirmDialog>
  );
};
