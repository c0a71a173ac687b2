import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button.tsx';
import styles from './profile-dialog.module.css';

type ConfirmDialogProps = {
  isOpen: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** A yes-or-no question before something that cannot be undone (deleting an item or a file). */
export const ConfirmDialog = ({
  isOpen,
  title,
  text,
  confirmLabel,
  isPending,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) => {
  const { t } = useTranslation('profile');
  return (
    <ModalOverlay
      isOpen={isOpen}
      isDismissable={!isPending}
      onOpenChange={(open) => {
        if (!open && !isPending) onCancel();
      }}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} role="alertdialog">
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
          <p>{text}</p>
          <div className={styles.actions}>
            <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
              {t('cancel')}
            </Button>
            <Button
              className={styles.danger}
              onPress={onConfirm}
              isPending={isPending}
              pendingLabel={t('saving')}
            >
              {confirmLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
};
