import { api, endpointPath } from '@careers/shared';
import { useState } from 'react';
import { Button, buttonClassName } from '@/components/button/button.tsx';
import { useBootData } from '@/lib/boot-data/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { toast } from '@/lib/toast/index.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { SettingsSection } from './settings-section.tsx';
import styles from './settings.module.css';

/** The sign-in email (read-only), the data export and deleting the account. */
export const AccountSection = ({ email }: { email: string }) => {
  const { t } = useTranslation('settings');
  const { domain } = useBootData();
  const [isDeleting, setIsDeleting] = useState(false);
  const remove = useDeleteAccount();
  const exportHref = `${endpointPath(api.exportAccount)}?domain=${encodeURIComponent(domain)}`;
  return (
    <>
      <SettingsSection title={t('account.title')}>
        <div>
          <p className={styles.label}>{t('account.email')}</p>
          <p className={styles.email}>{email}</p>
          <p className={styles.hint}>{t('account.emailHint')}</p>
        </div>
      </SettingsSection>
      <SettingsSection title={t('account.exportTitle')}>
        <p className={styles.hint}>{t('account.exportText')}</p>
        <div className={styles.downloadRow}>
          <a className={buttonClassName('secondary')} href={exportHref} download>
            {t('account.export')}
          </a>
        </div>
      </SettingsSection>
      <SettingsSection title={t('account.deleteTitle')} className={styles.dangerZone}>
        <p className={styles.hint}>{t('account.deleteText')}</p>
        <div className={styles.downloadRow}>
          <Button variant="danger" onPress={() => setIsDeleting(true)}>
            {t('account.delete')}
          </Button>
        </div>
      </SettingsSection>
      <DeleteAccountDialog
        email={email}
        isOpen={isDeleting}
        isPending={remove.isPending || remove.isSuccess}
        error={remove.error}
        onClose={() => {
          remove.reset();
          setIsDeleting(false);
        }}
        onConfirm={(confirmation) =>
          remove.mutate(confirmation, {
            onSuccess: () => {
              toast.success(t('deleteDialog.done'));
              // the session is gone with the account: start the site afresh, signed out
              window.location.assign(`/careers?domain=${encodeURIComponent(domain)}`);
            },
          })
        }
      />
    </>
  );
};
