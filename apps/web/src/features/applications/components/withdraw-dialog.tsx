import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog.tsx';

type WithdrawDialogProps = {
  positionName: string;
  isOpen: boolean;
  isPending: boolean;
  onClose: () => void;
  onConfirm: () => void;
};

/** 'Withdraw your application?': withdrawing cannot be undone, so it asks first. */
export const WithdrawDialog = ({
  positionName,
  isOpen,
  isPending,
  onClose,
  onConfirm,
}: WithdrawDialogProps) => {
  const { t } = useTranslation('applications');
  return (
    <ConfirmDialog
      isOpen={isOpen}
      isPending={isPending}
      isDanger
      title={t('withdraw.title')}
      backLabel={t('withdraw.back')}
      confirmLabel={t('withdraw.confirm')}
      pendingLabel={t('withdraw.withdrawing')}
      onClose={onClose}
      onConfirm={onConfirm}
    >
      <p>{t('withdraw.text', { name: positionName })}</p>
    </ConfirmDialog>
  );
};
