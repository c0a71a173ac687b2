import type { SiteSettings, VersionedSiteSettings } from '@careers/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button/button.tsx';
import { errorText, isHttpError } from '@/lib/http/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { toast } from '@/lib/toast/index.ts';
import { useSaveSiteSettings } from '../api/site-settings.ts';
import type { FieldErrors } from '../lib/field-errors.ts';
import { prepareForSave } from '../lib/page-settings.ts';
import { AccessSection } from './access-section.tsx';
import { AssistantSection } from './assistant-section.tsx';
import { BrandingSection } from './branding-section.tsx';
import { FeaturesSection } from './features-section.tsx';
import { FooterSection } from './footer-section.tsx';
import { NavbarSection } from './navbar-section.tsx';
import { PagesSection } from './pages-section.tsx';
import { TermsSection } from './terms-section.tsx';
import styles from './settings.module.css';

type Props = {
  loaded: VersionedSiteSettings;
  /** Reads the stored settings again (after a conflict), replacing this form's edits. */
  onReload: () => void;
};

/** The settings being edited, from the version they were read at, and their save. */
export const SettingsForm = ({ loaded, onReload }: Props) => {
  const { t } = useTranslation('employer-settings');
  const [draft, setDraft] = useState<SiteSettings>(loaded.settings);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isConflict, setIsConflict] = useState(false);
  const save = useSaveSiteSettings();
  const isDirty = JSON.stringify(draft) !== JSON.stringify(loaded.settings);
  const set =
    <K extends keyof SiteSettings>(key: K) =>
    (value: SiteSettings[K]) =>
      setDraft((current) => ({ ...current, [key]: value }));
  const setBranding = (branding: Partial<SiteSettings['branding']>) =>
    setDraft((current) => ({ ...current, branding: { ...current.branding, ...branding } }));
  const pageSections = draft.branding.customPageSections;

  const handleFailure = (error: unknown) => {
    if (isHttpError(error) && error.status === 409) {
      setIsConflict(true);
      toast.error(t('conflict'));
      return;
    }
    const fields = isHttpError(error) ? (error.fields ?? {}) : {};
    setErrors(fields);
    toast.error(Object.keys(fields).length ? t('invalid') : errorText(error, t('saveFailed')));
  };
  // The saved version replaces this form (the page keys it by version) before a `mutate`
  // callback could run, so the outcome is read from the promise instead.
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    save
      .mutateAsync({ version: loaded.version, settings: prepareForSave(draft) })
      .then(() => toast.success(t('saved')), handleFailure);
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      {isConflict ? (
        <div className={styles.alert} role="alert">
          <p>{t('conflict')}</p>
          <Button variant="secondary" onPress={onReload}>
            {t('reload')}
          </Button>
        </div>
      ) : null}
      <BrandingSection value={draft.branding} errors={errors} onChange={setBranding} />
      <NavbarSection
        value={pageSections.customNavbarConfig}
        errors={errors}
        onChange={(customNavbarConfig) =>
          setBranding({ customPageSections: { ...pageSections, customNavbarConfig } })
        }
      />
      <FooterSection
        value={pageSections.footerHtml}
        errors={errors}
        onChange={(footerHtml) =>
          setBranding({ customPageSections: { ...pageSections, footerHtml } })
        }
      />
      <PagesSection value={draft} errors={errors} onChange={setDraft} />
      <TermsSection value={draft.termsOfService} errors={errors} onChange={set('termsOfService')} />
      <AccessSection value={draft} errors={errors} onChange={setDraft} />
      <FeaturesSection value={draft} errors={errors} onChange={setDraft} />
      <AssistantSection
        value={draft.chatbotxConfig}
        errors={errors}
        onChange={set('chatbotxConfig')}
      />
      <div className={styles.saveBar}>
        <p className={styles.hint} aria-live="polite">
          {isDirty ? t('unsaved') : t('upToDate')}
        </p>
        <Button type="submit" isPending={save.isPending} pendingLabel={t('saving')}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
};
