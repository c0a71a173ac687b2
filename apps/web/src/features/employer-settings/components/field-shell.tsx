import type { ReactNode } from 'react';
import { errorAt, fieldId, type FieldErrors } from '../lib/field-errors.ts';
import styles from './settings.module.css';

export type ControlProps = {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

type Props = {
  /** The field's path in the settings, which the server's 422 names. */
  path: string;
  label: string;
  hint?: string | undefined;
  errors: FieldErrors;
  children: (control: ControlProps) => ReactNode;
};

/** A label, the control, its hint and the server's message for it, linked for screen readers. */
export const FieldShell = ({ path, label, hint, errors, children }: Props) => {
  const id = fieldId(path);
  const error = errorAt(errors, path);
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        ...(error && { 'aria-invalid': true as const }),
        ...(described && { 'aria-describedby': described }),
      })}
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
};
