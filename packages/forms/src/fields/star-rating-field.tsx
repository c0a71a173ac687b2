import type { Ref } from 'react';
import { useFormsI18n } from '../i18n/use-forms-i18n.ts';
import type { FormsUiMessageKey } from '../i18n/forms-ui-messages.ts';
import type { FieldProps } from './field-props.ts';
import styles from './field.module.css';

/** Star rating maximum. */
export const starRatingMax = 5;
const starLabels: FormsUiMessageKey[] = [
  'starPoor',
  'starAverage',
  'starGood',
  'starVeryGood',
  'starExcellent',
];

/** Five stars labelled Poor to Excellent; disabled unless starRatingOptions.isEditable. */
export function StarRatingField(props: FieldProps<number | null | undefined>) {
  const { item, value, onChange, onBlur, inputRef, isDisabled, describedBy } = props;
  const { ui } = useFormsI18n();
  const isLocked = isDisabled || item.readonly || item.starRatingOptions?.isEditable !== true;
  const rating = typeof value === 'number' ? value : 0;
  return (
    <div
      className={styles.stars}
      role="radiogroup"
      aria-label={props.accessibleName}
      aria-describedby={describedBy}
    >
      {starLabels.slice(0, starRatingMax).map((key, index) => {
        const score = index + 1;
        return (
          <label
            key={key}
            className={`${styles.star} ${score <= rating ? styles.starOn : ''}`}
            title={ui(key)}
          >
            <input
              type="radio"
              id={index === 0 ? props.inputId : undefined}
              ref={index === 0 ? (inputRef as Ref<HTMLInputElement>) : undefined}
              name={props.name}
              value={score}
              checked={rating === score}
              onChange={() => onChange(score)}
              onBlur={onBlur}
              disabled={isLocked}
              aria-label={ui(key)}
            />
            <span aria-hidden="true">{score <= rating ? '★' : '☆'}</span>
          </label>
        );
      })}
    </div>
  );
}
