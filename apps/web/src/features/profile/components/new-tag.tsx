import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './profile-page.module.css';

/** Marks what the resume parser filled in, for the candidate to review. */
export const NewTag = () => {
  const { t } = useTranslation('profile');
  return <span className={styles.newTag}>{t('newTag')}</span>;
};
