import type { ParsedField } from '@careers/shared';
import { Button } from '@/components/button/button.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './profile-page.module.css';

type FieldReviewProps = {
  field: ParsedField;
  isBusy: boolean;
  onReview: (action: 'keep' | 'undo') => void;
};

/** Undo and Keep beside a field the resume filled, each named after the field ("Undo first name"). */
export const FieldReview = ({ field, isBusy, onReview }: FieldReviewProps) => {
  const { t } = useTranslation('profile');
  const name = t(`review.fields.${field}`);
  return (
    <span className={styles.fieldReview}>
      <Button
        variant="ghost"
        data-review
        isDisabled={isBusy}
        onPress={() => onReview('undo')}
        aria-label={t('review.undoField', { field: name })}
      >
        {t('review.undo')}
      </Button>
      <Button
        variant="ghost"
        isDisabled={isBusy}
        onPress={() => onReview('keep')}
        aria-label={t('review.keepField', { field: name })}
      >
        {t('review.keep')}
      </Button>
    </span>
  );
};
