import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import styles from './modal-dialog.module.css';

/** The class of a dialog's row of buttons. */
export const dialogClassNames = { actions: styles.actions };

type ModalDialogProps = {
  title: ReactNode;
  /** Controlled; leave it out inside a react-aria DialogTrigger. */
  isOpen?: boolean;
  /** While true, neither Escape nor a click outside closes it. */
  isPending?: boolean;
  onClose?: () => void;
  /** `alertdialog` for a question before something that cannot be undone. */
  role?: 'dialog' | 'alertdialog';
  isWide?: boolean;
  children: ReactNode | ((close: () => void) => ReactNode);
};

/**
 * Every modal of the site: the dimmed overlay, the panel, the heading that names it; focus stays
 * inside and Escape closes it unless it is busy.
 */
export const ModalDialog = ({
  title,
  isOpen,
  isPending = false,
  onClose,
  role = 'dialog',
  isWide = false,
  children,
}: ModalDialogProps) => (
  <ModalOverlay
    {...(isOpen !== undefined && { isOpen })}
    isDismissable={!isPending}
    onOpenChange={(open) => {
      if (!open && !isPending) onClose?.();
    }}
    className={styles.overlay}
  >
    <Modal className={isWide ? `${styles.modal} ${styles.wide}` : styles.modal}>
      <Dialog className={styles.dialog} role={role}>
        {({ close }) => (
          <>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            {typeof children === 'function' ? children(close) : children}
          </>
        )}
      </Dialog>
    </Modal>
  </ModalOverlay>
);
