import { useFormsI18n } from '../i18n/use-forms-i18n.ts';
import styles from './helpers.module.css';

/** Full-screen loader over the page; the backdrop opacity defaults to 0.4. */
export function FullScreenLoader({ opacity = 0.4, label }: { opacity?: number; label?: string }) {
  const { ui } = useFormsI18n();
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <div className={styles.backdrop} style={{ opacity }} />
      <div className={styles.spinner} aria-hidden="true" />
      <span className={styles.visuallyHidden}>{label ?? ui('loading')}</span>
    </div>
  );
}
