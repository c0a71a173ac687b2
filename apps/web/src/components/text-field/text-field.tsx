import type { Ref } from 'react';
import {
  TextField as AriaTextField,
  FieldError,
  Input,
  Label,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import styles from './text-field.module.css';

export type TextFieldProps = Omit<AriaTextFieldProps, 'children' | 'className' | 'isInvalid'> & {
  label: string;
  /** The message under the input; the field is invalid while there is one. */
  error: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  placeholder?: string;
  /** Shows a '*' after the label; screen readers already hear "required". */
  hasRequiredMark?: boolean;
  /** For the caller's layout or input variant (style its `input` descendant). */
  className?: string;
};

/**
 * A labelled text input (React Aria) whose error is announced (role=alert) and linked to the
 * input through aria-describedby.
 */
export const TextField = ({
  label,
  error,
  inputRef,
  placeholder,
  hasRequiredMark = false,
  className,
  ...props
}: TextFieldProps) => (
  <AriaTextField
    {...props}
    className={className ? `${styles.field} ${className}` : styles.field}
    isInvalid={Boolean(error)}
  >
    <Label className={styles.label}>
      {label}
      {hasRequiredMark ? (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </Label>
    <Input ref={inputRef} className={styles.input} placeholder={placeholder} />
    <FieldError className={styles.error}>
      <span role="alert">{error}</span>
    </FieldError>
  </AriaTextField>
);
