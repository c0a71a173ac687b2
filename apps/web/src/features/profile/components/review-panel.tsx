import type { Profile } from '@careers/shared';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/button/button.tsx';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import { ResumeSuggestions } from '@/lib/resume-upload/resume-suggestions.tsx';
import { useFocusWhenChanged } from '@/lib/resume-upload/use-focus-when-changed.ts';
import { useReviewResume } from '@/lib/resume-upload/use-review-resume.ts';
import { countMarks } from '../lib/review-marks.ts';
import styles from './profile-page.module.css';

/**
 * The review of the last uploads, above the profile: what the parse only suggested (Use it,
 * Dismiss), how much it filled that is still marked "New", and Keep all / Undo all (after a
 * confirmation). Shown until everything is answered, then a thank-you that holds the focus.
 */
export const ReviewPanel = ({ profile }: { profile: Profile }) => {
  const { t } = useTranslation('profile');
  const headingId = useId();
  const review = useReviewResume();
  const panelRef = useRef<HTMLElement>(null);
  const focusNext = useFocusWhenChanged(profile);
  const [hasAnswered, setHasAnswered] = useState(false);
  const [isUndoing, setIsUndoing] = useState(false);
  const marks = countMarks(profile);
  const suggestions = profile.resumeSuggestions;
  const find = (selector: string) => panelRef.current?.querySelector<HTMLElement>(selector);

  if (!marks && !suggestions.length && !hasAnswered) return null;

  const reviewAll = (action: 'keep_all' | 'undo_all') => {
    setHasAnswered(true);
    focusNext(() => find('[data-first-answer]') ?? find('[data-done]'));
    review.mutate(
      { action },
      { onSuccess: () => setIsUndoing(false), onError: () => focusNext(null) },
    );
  };

  return (
    <section ref={panelRef} className={styles.review} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {t('review.title')}
      </h2>
      <ResumeSuggestions
        suggestions={suggestions}
        onAnswer={() => setHasAnswered(true)}
        afterLast={() => find('[data-review-all]') ?? find('[data-done]')}
      />
      {marks ? (
        <>
          <p className={styles.reviewText}>{t('review.marked', { count: marks })}</p>
          <div className={styles.itemActions}>
            <Button
              data-review-all
              isDisabled={review.isPending}
              onPress={() => reviewAll('keep_all')}
            >
              {t('review.keepAll')}
            </Button>
            <Button
              variant="secondary"
              isDisabled={review.isPending}
              onPress={() => setIsUndoing(true)}
            >
              {t('review.undoAll')}
            </Button>
          </div>
        </>
      ) : null}
      {!marks && !suggestions.length ? (
        <p className={styles.reviewText} data-done tabIndex={-1} role="status">
          {t('review.done')}
        </p>
      ) : null}
      <ConfirmDialog
        // closes with the answer that leaves nothing to undo, before the focus moves on
        isOpen={isUndoing && marks > 0}
        title={t('review.undoAllTitle')}
        backLabel={t('cancel')}
        confirmLabel={t('review.undoAll')}
        pendingLabel={t('saving')}
        isDanger
        isPending={review.isPending}
        onClose={() => setIsUndoing(false)}
        onConfirm={() => reviewAll('undo_all')}
      >
        <p>{t('review.undoAllText')}</p>
      </ConfirmDialog>
    </section>
  );
};
