import { useBootData } from '@/lib/boot-data/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { ResumeUpload } from '@/lib/resume-upload/resume-upload.tsx';
import styles from './resume-prefill.module.css';

/**
 * 'Fill this form from your resume' for a signed-in candidate: the upload refreshes the apply
 * form, whose prefill then shows what the resume gave.
 */
export const ResumePrefill = () => {
  const { t } = useTranslation('profile');
  const { isLoggedIn } = useBootData();
  if (!isLoggedIn) return null;
  return (
    <section className={styles.box} aria-label={t('upload.applyTitle')}>
      <p className={styles.text}>{t('upload.applyText')}</p>
      <ResumeUpload variant="secondary" />
    </section>
  );
};
