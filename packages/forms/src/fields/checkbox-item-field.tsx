import type { Ref } from 'react';
import type { FieldProps } from './field-props.ts';
import styles from './field.module.css';

/** A single checkbox, or a toggle switch (checkboxOptions.variant 'toggle'). */
export function CheckboxItemField(props: FieldProps<boolean | null | undefined>) {
  const { item, inputId, value, onChange, onBlur, inputRef, isInvalid, isDisabled, describedBy } =
    props;
  const isToggle = item.checkboxOptions?.variant === 'toggle';
  return (
    <label className={styles.choice}>
      <input
        id={inputId}
        ref={inputRef as Ref<HTMLInputElement>}
        type="checkbox"
        role={isToggle ? 'switch' : undefined}
        checked={value === true}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={onBlur}
        disabled={isDisabled || item.readonly}
        required={item.required}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy}
      />
      {item.checkboxOptions?.text ?? props.accessibleName}
      {item.required && !item.checkboxOptions?.text ? (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
}
