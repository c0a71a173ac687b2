import { useEffect } from 'react';
import type { Ref } from 'react';
import { parseIsoDate, resolveDateLimit, todayIso } from '@careers/shared/forms/index';
import { useFormsI18n } from '../i18n/use-forms-i18n.ts';
import { useFormRenderer } from '../renderer/form-renderer-context.ts';
import type { FieldProps } from './field-props.ts';
import styles from './field.module.css';

/**
 * Date as 'YYYY-MM-DD'. An unparsable value is cleared; with the today option an empty value is
 * filled with today and locked. enableFrom / enableUntil limit the picker.
 */
export function DateField(props: FieldProps<string | null | undefined>) {
  const { item, inputId, value, onChange, onBlur, inputRef, isInvalid, isDisabled, describedBy } =
    props;
  const { ui } = useFormsI18n();
  const { now } = useFormRenderer();
  const isToday = item.dateOptions?.today === true;

  useEffect(() => {
    if (value && parseIsoDate(value) === null) onChange('');
    else if (!value && isToday) onChange(todayIso(now()));
  }, [value, isToday, onChange, now]);

  const isReadOnly = item.readonly || isToday;
  return (
    <div className={styles.row}>
      <input
        id={inputId}
        ref={inputRef as Ref<HTMLInputElement>}
        className={styles.input}
        style={{ maxWidth: '16rem' }}
        type="date"
        value={value ?? ''}
        min={resolveDateLimit(item.dateOptions?.enableFrom, now())}
        max={resolveDateLimit(item.dateOptions?.enableUntil, now())}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        disabled={isDisabled}
        readOnly={isReadOnly}
        required={item.required}
        aria-required={item.required || undefined}
        aria-label={item.label ? undefined : props.accessibleName}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy}
      />
      {value && !isReadOnly && !isDisabled ? (
        <button type="button" className={styles.linkButton} onClick={() => onChange('')}>
          {ui('clearDate')}
        </button>
      ) : null}
    </div>
  );
}
