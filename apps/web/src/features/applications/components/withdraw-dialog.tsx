import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button.tsx';
import styles from './withdraw-dialog.module.css';

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
    <ModalOverlay
      isOpen={isOpen}
      isDismissable={!isPending}
      onOpenChange={(open) => {
        if (!open && !isPending) onClose();
      }}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} role="alertdialog">
          <Heading slot="title" className={styles.title}>
            {t('withdraw.title')}
          </Heading>
          <p>{t('withdraw.text', { name: positionName })}</p>
          <div className={styles.actions}>
            <Button variant="secondary" onPress={onClose} isDisabled={isPending}>
              {t('withdraw.back')}
            </Button>
            <Button
              className={styles.danger}
              onPress={onConfirm}
              isPending={isPending}
              pendingLabel={t('withdraw.withdrawing')}
            >
              {t('withdraw.confirm')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
};
