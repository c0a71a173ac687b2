import { Spinner } from '@/components/spinner/spinner.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './pdf-viewer.module.css';

export const PdfLoading = () => {
  const { t } = useTranslation('offers');
  return (
    <div className={styles.state} role="status">
      <Spinner size="small" />
      {t('letter.pdfLoading')}
    </div>
  );
};
