import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button.tsx';
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
            {t('dialog.title')}
          </Heading>
          <p>{t('dialog.text')}</p>
          <p className={styles.warning}>{t('dialog.warning')}</p>
          <div className={styles.actions}>
            <Button variant="secondary" onPress={onClose} isDisabled={isPending}>
              {t('dialog.back')}
            </Button>
            <Button
              className={styles.danger}
              onPress={onConfirm}
              isPending={isPending}
              pendingLabel={t('dialog.declining')}
            >
              {t('dialog.confirm')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
};
