import { Button } from '@/components/button/button.tsx';
import { dialogClassNames, ModalDialog } from '@/components/modal-dialog/modal-dialog.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
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
    <ModalDialog
      title={t('upload.confirmTitle')}
      isOpen={fileName !== null}
      isPending={isPending}
      onClose={onCancel}
    >
      <p className={styles.fileName}>{fileName}</p>
      <p>{t('upload.confirmText')}</p>
      <div className={dialogClassNames.actions}>
        <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
          {t('upload.cancel')}
        </Button>
        <Button onPress={onConfirm} isPending={isPending} pendingLabel={t('upload.uploading')}>
          {t('upload.confirm')}
        </Button>
      </div>
    </ModalDialog>
  );
};
