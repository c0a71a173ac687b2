import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button.tsx';
import styles from './resume-upload.module.css';

type ConfirmUploadDialogProps = {
  fileName: string | null;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** 'Upload this resume?': the chosen file is sent only once the candidate confirms. */
export const ConfirmUploadDialog = ({
  fileName,
  isPending,
  onCancel,
  onConfirm,
}: ConfirmUploadDialogProps) => {
  const { t } = useTranslation('profile');
  return (
    <ModalOverlay
      isOpen={fileName !== null}
      isDismissable={!isPending}
      onOpenChange={(open) => {
        if (!open && !isPending) onCancel();
      }}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <Heading slot="title" className={styles.title}>
            {t('upload.confirmTitle')}
          </Heading>
          <p className={styles.fileName}>{fileName}</p>
          <p>{t('upload.confirmText')}</p>
          <div className={styles.actions}>
            <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
              {t('upload.cancel')}
            </Button>
            <Button onPress={onConfirm} isPending={isPending} pendingLabel={t('upload.uploading')}>
              {t('upload.confirm')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
};
