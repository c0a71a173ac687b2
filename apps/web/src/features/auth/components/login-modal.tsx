import { Button, Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from '@/lib/i18n/index.ts';
import { CloseIcon } from './icons.tsx';
import { LoginForm } from './login-form.tsx';
import styles from './login-modal.module.css';

export type LoginModalProps = {
  isOpen: boolean;
  onClose: () => void;
  onSignedIn: () => void;
};

/**
 * The sign-in dialog. Escape and the close button call onClose; a click outside does not, so a
 * candidate who went to fetch the code from their mailbox does not lose the step by accident.
 * The form is unmounted when closed, so it opens on the email step every time.
 */
export const LoginModal = ({ isOpen, onClose, onSignedIn }: LoginModalProps) => {
  const { t } = useTranslation('auth');
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(isNowOpen) => {
        if (!isNowOpen) onClose();
      }}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <Button slot="close" className={styles.close} aria-label={t('modal.close')}>
            <CloseIcon />
          </Button>
          <LoginForm headingLevel={2} onSignedIn={onSignedIn} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
};
