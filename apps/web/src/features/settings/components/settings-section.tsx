import { useId, type ReactNode } from 'react';
import styles from './settings.module.css';

/** One card of the settings page, named by its heading for screen readers. */
export const SettingsSection = ({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) => {
  const headingId = useId();
  return (
    <section
      className={className ? `${styles.section} ${className}` : styles.section}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
};
