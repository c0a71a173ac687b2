import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '@/components/button/button.tsx';
import styles from './confirm-dialog.module.css';

type ConfirmDialogProps = {
  isOpen: boolean;
  isPending: boolean;
  title: string;
  text: string;
  backLabel: string;
  confirmLabel: string;
  isDanger?: boolean;
  onClose: () => void;
  onConfirm: () => void;
};

/**
 * A question before a step that cannot be undone (choosing an interview time, giving up a place
 * at an event): the heading names it, focus stays inside, Escape goes back unless it is running.
 */
export const ConfirmDialog = ({
  isOpen,
  isPending,
  title,
  text,
  backLabel,
  confirmLabel,
  isDanger = false,
  onClose,
  onConfirm,
}: ConfirmDialogProps) => (
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
          {title}
        </Heading>
        <p>{text}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onClose} isDisabled={isPending}>
            {backLabel}
          </Button>
          <Button
            {...(isDanger && { className: styles.danger })}
            onPress={onConfirm}
            isPending={isPending}
          >
            {confirmLabel}
          </Button>
        </div>
      </Dialog>
    </Modal>
  </ModalOverlay>
);
