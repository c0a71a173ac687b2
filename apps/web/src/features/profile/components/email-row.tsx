import type { Profile } from '@careers/shared';
import { useRef } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useReviewField } from '../api/use-review-field.ts';
import { FieldReview } from './field-review.tsx';
import { NewTag } from './new-tag.tsx';
import styles from './profile-page.module.css';

/** The contact email, read-only here; marked "New" with Undo and Keep when the resume gave it. */
export const EmailRow = ({ profile }: { profile: Profile }) => {
  const { t } = useTranslation('profile');
  const rowRef = useRef<HTMLParagraphElement>(null);
  // after a review the row itself takes the focus: it says the email the profile now has
  const review = useReviewField(
    profile,
    () => rowRef.current,
    () => rowRef.current,
  );
  const isMarked = profile.parsedFields.includes('email');
  return (
    <p className={styles.row} ref={rowRef} tabIndex={-1}>
      <strong>
        {t('fields.email')}
        {isMarked ? <NewTag /> : null}
      </strong>{' '}
      <span>{profile.email}</span>
      {isMarked ? (
        <FieldReview
          field="email"
          isBusy={review.isPending}
          onReview={(action) => review.reviewField('email', action)}
        />
      ) : null}
    </p>
  );
};
