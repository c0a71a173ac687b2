import { useState } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '@/components/button/button.tsx';
import { dialogClassNames, ModalDialog } from '@/components/modal-dialog/modal-dialog.tsx';
import { TextField } from '@/components/text-field/text-field.tsx';
import { errorText } from '@/lib/http/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './settings.module.css';

type DeleteAccountDialogProps = {
  email: string;
  isOpen: boolean;
  isPending: boolean;
  error: unknown;
  onClose: () => void;
  onConfirm: (confirmation: string) => void;
};

/** 'Delete your account?': the candidate types the account's email before it can be deleted. */
export const DeleteAccountDialog = ({
  email,
  isOpen,
  isPending,
  error,
  onClose,
  onConfirm,
}: DeleteAccountDialogProps) => {
  const { t } = useTranslation('settings');
  const [typed, setTyped] = useState('');
  const [isTried, setIsTried] = useState(false);
  const matches = typed.trim().toLowerCase() === email.toLowerCase();
  const fieldError = isTried && !matches ? t('deleteDialog.mismatch', { email }) : undefined;
  return (
    <ModalDialog
      title={t('deleteDialog.title')}
      isOpen={isOpen}
      isPending={isPending}
      onClose={onClose}
      role="alertdialog"
    >
      <p>{t('deleteDialog.text', { email })}</p>
      <Form
        className={styles.deleteForm}
        onSubmit={(event) => {
          event.preventDefault();
          setIsTried(true);
          if (matches) onConfirm(typed.trim());
        }}
      >
        <TextField
          label={t('deleteDialog.label')}
          type="email"
          autoComplete="off"
          value={typed}
          onChange={setTyped}
          error={fieldError}
        />
        {error ? (
          <p role="alert" className={styles.hint}>
            {errorText(error, t('saveFailed'))}
          </p>
        ) : null}
        <div className={dialogClassNames.actions}>
          <Button variant="secondary" onPress={onClose} isDisabled={isPending}>
            {t('deleteDialog.cancel')}
          </Button>
          <Button
            type="submit"
            variant="danger"
            isPending={isPending}
            pendingLabel={t('deleteDialog.deleting')}
          >
            {t('deleteDialog.confirm')}
          </Button>
        </div>
      </Form>
    </ModalDialog>
  );
};
