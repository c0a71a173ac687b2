import { Spinner } from '@/components/spinner/spinner.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './page.module.css';

/** While a page's code or catalogue loads. */
export const PageLoader = () => {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.loader} role="status">
      <Spinner />
      <span className="visually-hidden">{t('page.loading')}</span>
    </div>
  );
};
