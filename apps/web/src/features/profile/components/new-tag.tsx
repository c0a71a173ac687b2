import styles from './profile-page.module.css';
import { useTranslation } from '@/lib/i18n/index.ts';

/** Marks what the resume parser filled in, for the candidate to review. */
export const NewTag = () => {
  const { t } = useTranslation('profile');
  return <span className={styles.newTag}>{t('newTag')}</span>;
};
