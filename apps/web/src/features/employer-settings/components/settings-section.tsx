import { useId, type ReactNode } from 'react';
import styles from './settings.module.css';

/** One titled card of the settings page. */
export const SettingsSection = ({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) => {
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.subtitle}>
        {title}
      </h2>
      {description ? <p className={styles.hint}>{description}</p> : null}
      {children}
    </section>
  );
};
