import type { FormItem } from '@careers/shared/forms/index';
import styles from './field.module.css';

/** A note in the form: label and help text, no answer. */
export function InfoField({ item }: { item: FormItem }) {
  return (
    <div
      className={styles.card}
      data-field={item.name}
      role="note"
      aria-label={item.ariaLabel ?? item.label}
    >
      {item.label ? <p className={styles.label}>{item.label}</p> : null}
      {item.help ? <p className={styles.viewValue}>{item.help}</p> : null}
    </div>
  );
}
