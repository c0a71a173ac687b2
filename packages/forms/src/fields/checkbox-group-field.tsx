import type { Ref } from 'react';
import type { FieldProps } from './field-props.ts';
import styles from './field.module.css';

/** Checkbox group: the value is the list of ticked option values. */
export function CheckboxGroupField(props: FieldProps<string[] | null | undefined>) {
  const { item, inputId, value, onChange, onBlur, inputRef, isDisabled, describedBy } = props;
  const selected = value ?? [];
  const toggle = (optionValue: string) =>
    onChange(
      selected.includes(optionValue)
        ? selected.filter((entry) => entry !== optionValue)
        : [...selected, optionValue],
    );
  return (
    <div className={styles.list}>
      {(item.checkboxOptions?.options ?? []).map((option, index) => (
        <label key={option.value} className={styles.choice}>
          <input
            type="checkbox"
            id={index === 0 ? inputId : undefined}
            ref={index === 0 ? (inputRef as Ref<HTMLInputElement>) : undefined}
            checked={selected.includes(option.value)}
            onChange={() => toggle(option.value)}
            onBlur={onBlur}
            disabled={isDisabled || item.readonly}
            aria-invalid={props.isInvalid || undefined}
            aria-describedby={describedBy}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
