import { useRef } from 'react';
import { useProfile } from '@/lib/data/profile.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { ResumeSuggestions } from './resume-suggestions.tsx';
import styles from './resume-upload.module.css';

/**
 * Right after an upload, where it was made (the apply form, the first steps): the readings the
 * parse was not sure of, from the profile the upload answered, until each is answered.
 */
export const UploadSuggestions = () => {
  const { t } = useTranslation('profile');
  const profile = useProfile();
  const doneRef = useRef<HTMLParagraphElement>(null);
  const suggestions = profile.data?.resumeSuggestions ?? [];
  return (
    <div className={styles.suggestions}>
      <ResumeSuggestions suggestions={suggestions} afterLast={() => doneRef.current} />
      {suggestions.length ? null : (
        <p className={styles.done} ref={doneRef} tabIndex={-1} role="status">
          {t('review.done')}
        </p>
      )}
    </div>
  );
};
