import { useState } from 'react';
import type { Ref } from 'react';
import { todayMonthYear } from '@careers/shared/forms/index';
import type { DateRangeValue } from '@careers/shared/forms/index';
import { useFormsI18n } from '../i18n/use-forms-i18n.ts';
import { useFormRenderer } from '../renderer/form-renderer-context.ts';
import { ignoreEnter } from './text-field.tsx';
import type { FieldProps } from './field-props.ts';
import styles from './field.module.css';

/** Types MM/YYYY: digits only, the slash added after the month. */
export function maskMonthYear(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 6);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

function toValue(start: string, end: string, isCurrent: boolean): DateRangeValue | null {
  if (!start || !end) return null;
  return { startDate: start, endDate: end, isCurrent };
}

/**
 * Start and end in MM/YYYY. "I'm currently in this role." sets the end to today, isCurrent true
 * and disables the end input. The value is null while either end is empty.
 */
export function DateRangeField(props: FieldProps<DateRangeValue | null | undefined>) {
  const { item, inputId, value, onChange, onBlur, inputRef, isInvalid, isDisabled, describedBy } =
    props;
  const { ui } = useFormsI18n();
  const { now } = useFormRenderer();
  const [start, setStart] = useState(value?.startDate ?? '');
  const [end, setEnd] = useState(
    value?.isCurrent ? (value.endDate ?? todayMonthYear(now())) : (value?.endDate ?? ''),
  );
  const [isCurrent, setIsCurrent] = useState(value?.isCurrent ?? false);
  // The inputs keep partial text; a value set from outside (a reset) replaces it.
  const [emitted, setEmitted] = useState(value);
  if (value !== emitted) {
    setEmitted(value);
    setStart(value?.startDate ?? '');
    setEnd(value?.isCurrent ? (value.endDate ?? todayMonthYear(now())) : (value?.endDate ?? ''));
    setIsCurrent(value?.isCurrent ?? false);
  }
  const isLocked = isDisabled || item.readonly;

  const update = (nextStart: string, nextEnd: string, nextCurrent: boolean) => {
    setStart(nextStart);
    setEnd(nextEnd);
    setIsCurrent(nextCurrent);
    const next = toValue(nextStart, nextEnd, nextCurrent);
    setEmitted(next);
    onChange(next);
  };
  const handleCurrent = (checked: boolean) => {
    if (checked) return update(start, todayMonthYear(now()), true);
    update(start, end, false);
  };
  const common = {
    className: styles.input,
    inputMode: 'numeric' as const,
    maxLength: 7,
    onBlur,
    onKeyDown: ignoreEnter,
    'aria-invalid': isInvalid || undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className={styles.list}>
      <div className={styles.row}>
        <input
          {...common}
          id={inputId}
          ref={inputRef as Ref<HTMLInputElement>}
          style={{ maxWidth: '14rem' }}
          placeholder={ui('startDatePlaceholder')}
          aria-label={`${ui('startDate')} ${props.accessibleName}`}
          value={start}
          onChange={(event) => update(maskMonthYear(event.target.value), end, isCurrent)}
          disabled={isLocked}
        />
        <input
          {...common}
          style={{ maxWidth: '14rem' }}
          placeholder={ui('endDatePlaceholder')}
          aria-label={`${ui('endDate')} ${props.accessibleName}`}
          value={end}
          onChange={(event) => update(start, maskMonthYear(event.target.value), isCurrent)}
          disabled={isLocked || isCurrent}
        />
      </div>
      {item.dateRangeOptions?.allowCurrent === false ? null : (
        <label className={styles.choice}>
          <input
            type="checkbox"
            checked={isCurrent}
            onChange={(event) => handleCurrent(event.target.checked)}
            onBlur={onBlur}
            disabled={isLocked}
          />
          {item.dateRangeOptions?.currentLabel ?? ui('currentRole')}
        </label>
      )}
    </div>
  );
}
