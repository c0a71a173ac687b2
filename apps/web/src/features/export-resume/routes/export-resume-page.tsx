import { useId } from 'react';
import { Button, buttonClassName } from '@/components/button/button.tsx';
import { ContentPage } from '@/components/content-page/content-page.tsx';
import { Spinner } from '@/components/spinner/spinner.tsx';
import { StatusPanel } from '@/components/status-panel/status-panel.tsx';
import { useBootData } from '@/lib/boot-data/index.ts';
import { useProfile } from '@/lib/data/profile.ts';
import { resumeLinks } from '@/lib/data/resumes.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { ResumePreview } from '../components/resume-preview.tsx';
import styles from './export-resume-page.module.css';

/** /careers/export-resume: the profile as a resume, to download as PDF or JSON Resume. */
export const ExportResumePage = () => {
  const { t } = useTranslation('profile');
  const { domain } = useBootData();
  const profile = useProfile();
  const headingId = useId();
  return (
    <ContentPage heading={t('export.heading')} intro={t('export.intro')}>
      <div className={styles.actions}>
        <a className={buttonClassName('primary')} href={resumeLinks.export(domain, 'pdf')} download>
          {t('export.pdf')}
        </a>
        <a
          className={buttonClassName('secondary')}
          href={resumeLinks.export(domain, 'json_resume')}
          download
        >
          {t('export.json')}
        </a>
        <a className={styles.edit} href={`/careers/profile?domain=${encodeURIComponent(domain)}`}>
          {t('export.editProfile')}
        </a>
      </div>
      {profile.isPending ? (
        <p className={styles.loading} role="status">
          <Spinner size="small" /> {t('loading')}
        </p>
      ) : profile.isError ? (
        <StatusPanel
          headingId={headingId}
          heading={t('loadFailed')}
          texts={[t('errors.generic')]}
          tone="danger"
          actions={<Button onPress={() => void profile.refetch()}>{t('retry')}</Button>}
        />
      ) : (
        <ResumePreview profile={profile.data} />
      )}
    </ContentPage>
  );
};
