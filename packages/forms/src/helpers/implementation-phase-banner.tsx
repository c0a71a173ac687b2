import type { ReactNode } from 'react';
import { useFormsI18n } from '../i18n/use-forms-i18n.ts';
import styles from './helpers.module.css';

/** Tells people a form is still being set up (shown while its implementation phase is open). */
export function ImplementationPhaseBanner({ children }: { children?: ReactNode }) {
  const { ui } = useFormsI18n();
  return (
    <p className={styles.banner} role="note">
      {children ?? ui('implementationPhase')}
    </p>
  );
}
