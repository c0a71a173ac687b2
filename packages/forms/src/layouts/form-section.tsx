import type { ReactNode } from 'react';
import type { VisibleSection } from './use-visible-sections.ts';
import styles from './layouts.module.css';

/** A titled section of questions; `renderItems` lets layouts decorate each question. */
export function FormSectionBlock({
  entry,
  children,
}: {
  entry: VisibleSection;
  children: ReactNode;
}) {
  const titleId = `${entry.id}-title`;
  return (
    <section
      id={entry.id}
      className={styles.section}
      aria-labelledby={entry.section.title ? titleId : undefined}
    >
      {entry.section.title ? (
        <h2 id={titleId} className={styles.sectionTitle}>
          {entry.section.title}
        </h2>
      ) : null}
      <div className={styles.items}>{children}</div>
    </section>
  );
}
