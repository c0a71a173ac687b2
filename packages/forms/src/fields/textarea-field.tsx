import type { Ref } from 'react';
import type { FieldProps } from './field-props.ts';
import styles from './field.module.css';

/** Multi-line text; trimmed on blur; Enter alone is kept from submitting, Shift+Enter adds a line. */
export function TextareaField(props: FieldProps<string | null | undefined>) {
  const { item, inputId, value, onChange, onBlur, inputRef, isInvalid, isDisabled, describedBy } =
    props;
  return (
    <textarea
      id={inputId}
      ref={inputRef as Ref<HTMLTextAreaElement>}
      className={styles.input}
      rows={item.textAreaOptions?.rows ?? 4}
      placeholder={item.textAreaOptions?.placeholder}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => {
        const text = value ?? '';
        if (text !== text.trim()) onChange(text.trim());
        onBlur();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !event.shiftKey) event.preventDefault();
      }}
      disabled={isDisabled}
      readOnly={item.readonly}
      required={item.required}
      aria-required={item.required || undefined}
      aria-label={item.label ? undefined : props.accessibleName}
      aria-invalid={isInvalid || undefined}
      aria-describedby={describedBy}
    />
  );
}
