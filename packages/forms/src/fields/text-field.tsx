import type { KeyboardEvent, Ref } from 'react';
import { formatSin, formatSsn, idNumberMaxLength } from '@careers/shared/forms/index';
import type { FieldProps } from './field-props.ts';
import styles from './field.module.css';

const inputTypes = {
  email: 'email',
  number: 'text',
  ssn: 'text',
  sin: 'text',
  text: 'text',
} as const;

function normalise(type: string, text: string): string {
  if (type === 'ssn') return formatSsn(text);
  if (type === 'sin') return formatSin(text);
  if (type === 'number') return text.replace(/\D/g, '');
  return text;
}

/** Enter never submits from a text input. */
export function ignoreEnter(event: KeyboardEvent) {
  if (event.key === 'Enter') event.preventDefault();
}

/** text, email, number (digits only), ssn and sin (auto-formatted, 11 characters). */
export function TextField(props: FieldProps<string | null | undefined>) {
  const { item, inputId, value, onChange, onBlur, inputRef, isInvalid, isDisabled, describedBy } =
    props;
  const type = item.type in inputTypes ? (item.type as keyof typeof inputTypes) : 'text';
  const isIdNumber = type === 'ssn' || type === 'sin';
  const handleBlur = () => {
    const text = value ?? '';
    if (text !== text.trim()) onChange(text.trim());
    onBlur();
  };
  return (
    <input
      id={inputId}
      ref={inputRef as Ref<HTMLInputElement>}
      className={styles.input}
      type={inputTypes[type]}
      inputMode={type === 'number' || isIdNumber ? 'numeric' : undefined}
      autoComplete={type === 'email' ? 'email' : isIdNumber ? 'off' : undefined}
      maxLength={isIdNumber ? idNumberMaxLength : undefined}
      placeholder={
        isIdNumber
          ? type === 'ssn'
            ? 'XXX-XX-XXXX'
            : 'XXX-XXX-XXX'
          : item.textOptions?.placeholder
      }
      value={value ?? ''}
      onChange={(event) => onChange(normalise(type, event.target.value))}
      onBlur={handleBlur}
      onKeyDown={ignoreEnter}
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
