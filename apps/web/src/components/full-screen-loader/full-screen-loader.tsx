import { Spinner } from '@/components/spinner/spinner.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './full-screen-loader.module.css';

type FullScreenLoaderProps = {
  /** Covers the page with a backdrop (opacity 0.4 by default). */
  isOverlay?: boolean;
  label?: string;
};

export const FullScreenLoader = ({ isOverlay = false, label }: FullScreenLoaderProps) => {
  const { t } = useTranslation('shell');
  return (
    <div className={`${styles.loader} ${isOverlay ? styles.overlay : ''}`} role="status">
      <Spinner />
      <span className="visually-hidden">{label ?? t('loader.label')}</span>
    </div>
  );
};
