import type { UploadProgress } from '@/lib/http/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './candidates.module.css';

/**
 * The upload's progress bar: the share of the file sent so far; once it is all sent, the bar
 * has no value (indeterminate) while the server imports the rows.
 */
export const ImportProgress = ({ progress }: { progress: UploadProgress | null }) => {
  const { t, i18n } = useTranslation('employer-candidates');
  const fraction = progress && progress.total > 0 ? progress.loaded / progress.total : 0;
  const isUploaded = fraction >= 1;
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(fraction);
  return (
    <div>
      {isUploaded ? (
        <progress className={styles.progress} aria-label={t('import.progress')} />
      ) : (
        <progress
          className={styles.progress}
          aria-label={t('import.progress')}
          max={1}
          value={fraction}
          aria-valuetext={percent}
        />
      )}
      <p role="status" className={styles.meta}>
        {isUploaded ? t('import.importing') : t('import.uploading', { percent })}
      </p>
    </div>
  );
};
