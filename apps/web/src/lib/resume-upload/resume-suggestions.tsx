import type { ResumeSuggestion, SuggestedField } from '@careers/shared';
import { useRef } from 'react';
import { Button } from '@/components/button/button.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useFocusWhenChanged } from './use-focus-when-changed.ts';
import { useReviewResume } from './use-review-resume.ts';
import styles from './resume-upload.module.css';

type ResumeSuggestionsProps = {
  suggestions: ResumeSuggestion[];
  /** Where the focus goes when the last suggestion is answered. */
  afterLast: () => HTMLElement | null | undefined;
  /** Called as an answer is sent. */
  onAnswer?: () => void;
};

export const suggestionValue = (suggestion: ResumeSuggestion) => {
  if (suggestion.field === 'name')
    return [suggestion.firstName, suggestion.lastName].filter(Boolean).join(' ');
  return suggestion.field === 'email' ? suggestion.email : suggestion.number;
};

/**
 * What the parse read without being sure ("We read your name as “Epic Ehr”. Is that your
 * name?"), each with Use it and Dismiss, named after its field for screen readers. The focus
 * moves to the next suggestion once one is answered, then to `afterLast`.
 */
export const ResumeSuggestions = ({ suggestions, afterLast, onAnswer }: ResumeSuggestionsProps) => {
  const { t } = useTranslation('profile');
  const review = useReviewResume();
  const listRef = useRef<HTMLUListElement>(null);
  const focusNext = useFocusWhenChanged(suggestions);
  const answer = (field: SuggestedField, action: 'accept' | 'dismiss', index: number) => {
    focusNext(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLElement>('[data-first-answer]');
      if (!buttons?.length) return afterLast();
      return buttons[Math.min(index, buttons.length - 1)];
    });
    onAnswer?.();
    review.mutate({ action, field }, { onError: () => focusNext(null) });
  };
  if (!suggestions.length) return null;
  return (
    <ul className={styles.suggestions} ref={listRef}>
      {suggestions.map((suggestion, index) => (
        <li key={suggestion.field} className={styles.suggestion}>
          <p className={styles.suggestionText}>
            {t(`review.suggestions.${suggestion.field}`, { value: suggestionValue(suggestion) })}
          </p>
          <div className={styles.suggestionActions}>
            <Button
              data-first-answer
              isDisabled={review.isPending}
              onPress={() => answer(suggestion.field, 'accept', index)}
              aria-label={t(`review.useLabel.${suggestion.field}`)}
            >
              {t('review.useIt')}
            </Button>
            <Button
              variant="secondary"
              isDisabled={review.isPending}
              onPress={() => answer(suggestion.field, 'dismiss', index)}
              aria-label={t(`review.dismissLabel.${suggestion.field}`)}
            >
              {t('review.dismiss')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
};
