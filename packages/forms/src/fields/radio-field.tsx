import type { Ref } from 'react';
import type { FieldProps } from './field-props.ts';
import styles from './field.module.css';

/** Radio group: one choice of radioOptions.options. */
export function RadioField(props: FieldProps<string | null | undefined>) {
  const { item, inputId, value, onChange, onBlur, inputRef, isInvalid, isDisabled, describedBy } =
    props;
  const options = item.radioOptions?.options ?? [];
  return (
    <div
      className={item.radioOptions?.inline ? styles.row : styles.list}
      role="radiogroup"
      aria-describedby={describedBy}
      aria-invalid={isInvalid || undefined}
      aria-required={item.required || undefined}
    >
      {options.map((option, index) => (
        <label key={option.value} className={styles.choice}>
          <input
            type="radio"
            id={index === 0 ? inputId : undefined}
            ref={index === 0 ? (inputRef as Ref<HTMLInputElement>) : undefined}
            name={props.name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            onBlur={onBlur}
            disabled={isDisabled || item.readonly}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
