import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { sanitizeHtml } from '@/lib/sanitize-html.ts';
import type { FieldErrors } from '../lib/field-errors.ts';
import { SettingsSection } from './settings-section.tsx';
import { TextSetting } from './text-setting.tsx';
import styles from './settings.module.css';

/** The footer's HTML with a live preview, cleaned as visitors will get it. */
export const FooterSection = ({
  value,
  errors,
  onChange,
}: {
  value: string | undefined;
  errors: FieldErrors;
  onChange: (value: string | undefined) => void;
}) => {
  const { t } = useTranslation('employer-settings');
  const deferred = useDeferredValue(value ?? '');
  const preview = useMemo(() => sanitizeHtml(deferred), [deferred]);
  return (
    <SettingsSection title={t('footer.title')} description={t('footer.description')}>
      <TextSetting
        path="branding.customPageSections.footerHtml"
        label={t('footer.html')}
        rows={6}
        dir="ltr"
        value={value}
        errors={errors}
        onChange={(html) => onChange(html || undefined)}
      />
      <div className={styles.previewBox}>
        <p className={styles.previewLabel} id="settings-footer-preview">
          {t('footer.preview')}
        </p>
        {preview ? (
          // Tenant HTML, sanitised as the careers site's footer is.
          <div
            role="region"
            aria-labelledby="settings-footer-preview"
            className={styles.preview}
            dangerouslySetInnerHTML={{ __html: preview }}
          />
        ) : (
          <p className={styles.hint}>{t('footer.empty')}</p>
        )}
      </div>
    </SettingsSection>
  );
};
