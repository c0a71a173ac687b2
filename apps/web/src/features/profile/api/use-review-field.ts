import type { ParsedField, Profile } from '@careers/shared';
import { useFocusWhenChanged } from '@/lib/resume-upload/use-focus-when-changed.ts';
import { useReviewResume } from '@/lib/resume-upload/use-review-resume.ts';

/**
 * Keep or undo one field the resume filled, from a card: the focus then goes to the card's next
 * field still to review, else to `fallback` (the card's Edit button), never to the page's body.
 */
export const useReviewField = (
  profile: Profile,
  card: () => HTMLElement | null,
  fallback: () => HTMLElement | null | undefined,
) => {
  const review = useReviewResume();
  const focusNext = useFocusWhenChanged(profile);
  const reviewField = (field: ParsedField, action: 'keep' | 'undo') => {
    focusNext(() => card()?.querySelector<HTMLElement>('[data-review]') ?? fallback());
    review.mutate({ action, field }, { onError: () => focusNext(null) });
  };
  return { reviewField, isPending: review.isPending };
};
