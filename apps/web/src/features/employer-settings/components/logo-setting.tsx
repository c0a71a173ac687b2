import { SITE_LOGO_ACCEPT } from '@careers/shared';
import { FileTrigger } from 'react-aria-components';
import { PressButton } from '@/components/button/press-button.tsx';
import { Button } from '@/components/button/button.tsx';
import { errorText } from '@/lib/http/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { toast } from '@/lib/toast/index.ts';
import { useUploadSiteLogo } from '../api/site-logo.ts';
import { errorAt, type FieldErrors } from '../lib/field-errors.ts';
import styles from './settings.module.css';

type Props = {
  value: string | undefined;
  errors: FieldErrors;
  onChange: (logoUrl: string | undefined) => void;
};

/**
 * The logo: its preview, an upload (PNG, JPEG or WebP, checked by the server from the content)
 * and its removal. Either takes effect on the site when the settings are saved.
 */
export const LogoSetting = ({ value, errors, onChange }: Props) => {
  const { t } = useTranslation('employer-settings');
  const upload = useUploadSiteLogo();
  const error = errorAt(errors, 'branding.logoUrl');

  const handleSelect = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    upload.mutate(file, {
      onSuccess: ({ logoUrl }) => {
        onChange(logoUrl);
        toast.success(t('branding.uploaded'));
      },
      onError: (failure) => toast.error(errorText(failure, t('branding.uploadFailed'))),
    });
  };

  return (
    <div className={styles.logo} role="group" aria-label={t('branding.logoPreview')}>
      <div className={styles.logoFrame}>
        {value ? (
          <img className={styles.logoPreview} src={value} alt={t('branding.logoPreview')} />
        ) : (
          <span className={styles.hint}>{t('branding.noLogo')}</span>
        )}
      </div>
      <div className={styles.logoActions}>
        <FileTrigger acceptedFileTypes={SITE_LOGO_ACCEPT.split(',')} onSelect={handleSelect}>
          <PressButton
            variant="secondary"
            isPending={upload.isPending}
            pendingLabel={t('branding.uploading')}
          >
            {t('branding.uploadLogo')}
          </PressButton>
        </FileTrigger>
        {value ? (
          <Button variant="ghost" onPress={() => onChange(undefined)}>
            {t('branding.removeLogo')}
          </Button>
        ) : null}
      </div>
      <span className={styles.hint}>{t('branding.uploadHint')}</span>
      {error ? <span className={styles.error}>{error}</span> : null}
    </div>
  );
};
