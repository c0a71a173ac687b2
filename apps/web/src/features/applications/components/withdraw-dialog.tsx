import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';

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
