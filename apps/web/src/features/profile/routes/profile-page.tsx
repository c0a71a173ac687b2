import { useId } from 'react';
import { Button } from '@/components/button/button.tsx';
import { Spinner } from '@/components/spinner/spinner.tsx';
import { StatusPanel } from '@/components/status-panel/status-panel.tsx';
import { useBootData } from '@/lib/boot-data/index.ts';
import { useProfile, useProfileAnalysis } from '@/lib/data/profile.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { AnalysisCard } from '../components/analysis-card.tsx';
import { CompletionCard } from '../components/completion-card.tsx';
import { EmailRow } from '../components/email-row.tsx';
import { ListSectionCard } from '../components/list-section.tsx';
import { ProfileHeader } from '../components/profile-header.tsx';
import { ResumesCard } from '../components/resumes-card.tsx';
import { ReviewPanel } from '../components/review-panel.tsx';
import { ValueSectionCard } from '../components/value-section-card.tsx';
import { LIST_SECTION_CONFIGS as lists } from '../lib/list-sections.ts';
import { VALUE_SECTION_CONFIGS as values } from '../lib/value-sections.ts';
import styles from '../components/profile-page.module.css';

/** /careers/profile: every section of the candidate's profile, its completion and resumes. */
export const ProfilePage = () => {
  const { t } = useTranslation('profile');
  const { domain } = useBootData();
  const profile = useProfile();
  const analysis = useProfileAnalysis();
  const headingId = useId();

  if (profile.isPending) {
    return (
      <p className={styles.loading} role="status">
        <Spinner size="small" /> {t('loading')}
      </p>
    );
  }
  if (profile.isError) {
    return (
      <StatusPanel
        headingId={headingId}
        heading={t('loadFailed')}
        texts={[t('errors.generic')]}
        tone="danger"
        role="alert"
        actions={<Button onPress={() => void profile.refetch()}>{t('retry')}</Button>}
      />
    );
  }
  const data = profile.data;
  return (
    <div className={styles.page}>
      <ProfileHeader profile={data} />
      <div className={styles.columns}>
        <div className={styles.main}>
          <ReviewPanel profile={data} />
          <ValueSectionCard config={values.basics} profile={data} />
          <ValueSectionCard config={values.location} profile={data} />
          <section className={styles.contact} aria-label={t('sections.contact')}>
            <EmailRow profile={data} />
            <ListSectionCard config={lists.phones} items={data.phones} />
          </section>
          <ListSectionCard config={lists.workExperience} items={data.workExperience} />
          <ListSectionCard config={lists.education} items={data.education} />
          <ListSectionCard config={lists.skills} items={data.skills} />
          <ListSectionCard config={lists.languages} items={data.languages} />
          <ListSectionCard config={lists.certifications} items={data.certifications} />
          <ListSectionCard config={lists.links} items={data.links} />
          <ValueSectionCard config={values.jobPreferences} profile={data} />
        </div>
        <aside className={styles.aside} aria-label={t('asideLabel')}>
          {analysis.data ? (
            <>
              <CompletionCard completion={analysis.data.completion} />
              <AnalysisCard analysis={analysis.data.analysis} />
            </>
          ) : analysis.isPending ? (
            <p className={styles.loading} role="status">
              <Spinner size="small" /> {t('analysis.loading')}
            </p>
          ) : (
            <p className={styles.empty}>{t('analysis.failed')}</p>
          )}
          <ResumesCard resumes={data.resumes} />
          <a
            className={styles.link}
            href={`/careers/export-resume?domain=${encodeURIComponent(domain)}`}
          >
            {t('exportLink')}
          </a>
        </aside>
      </div>
    </div>
  );
};
