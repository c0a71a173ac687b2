import type { ReactNode } from 'react';
import type { FormItem } from '@careers/shared/forms/index';
import { useFormsI18n } from '../i18n/use-forms-i18n.ts';
import { useFormRenderer } from '../renderer/form-renderer-context.ts';
import styles from './field.module.css';

type FieldShellProps = {
  item: FormItem;
  inputId: string;
  error: string | undefined;
  /** Groups of controls (radio, checkbox group, ranges) use a fieldset and legend. */
  isGroup?: boolean;
  children: ReactNode;
};

export function helpId(inputId: string) {
  return `${inputId}-help`;
}
export function errorId(inputId: string) {
  return `${inputId}-error`;
}

/** Label with required asterisk and 'New' tag, the control, help text and error message. */
export function FieldShell({ item, inputId, error, isGroup = false, children }: FieldShellProps) {
  const { ui } = useFormsI18n();
  const { showImages } = useFormRenderer();
  const labelContent = (
    <>
      <span>{item.label}</span>
      {item.required ? (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      ) : null}
      {item.newItem ? <span className={styles.newTag}>{ui('newTag')}</span> : null}
    </>
  );
  const help = item.help ? (
    <p id={helpId(inputId)} className={styles.help}>
      {item.help}
    </p>
  ) : null;
  const image =
    showImages && item.image ? (
      <img className={styles.image} src={item.image} alt={ui('formImage')} />
    ) : null;
  const errorText = error ? (
    <p id={errorId(inputId)} className={styles.error} role="alert">
      {error}
    </p>
  ) : null;
  if (isGroup) {
    return (
      <fieldset className={styles.field} data-field={item.name} data-layout={item.layout}>
        {item.label ? <legend className={styles.label}>{labelContent}</legend> : null}
        {help}
        {image}
        {children}
        {errorText}
      </fieldset>
    );
  }
  return (
    <div className={styles.field} data-field={item.name} data-layout={item.layout}>
      {item.label ? (
        <label className={styles.label} htmlFor={inputId}>
          {labelContent}
        </label>
      ) : null}
      {help}
      {image}
      {children}
      {errorText}
    </div>
  );
}
