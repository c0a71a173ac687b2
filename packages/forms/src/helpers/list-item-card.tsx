import { Children, isValidElement } from 'react';
import type { ReactNode } from 'react';
import styles from './helpers.module.css';

export function CardHeading({ children }: { children: ReactNode }) {
  return <h3 className={styles.heading}>{children}</h3>;
}
export function CardInfo({ children }: { children: ReactNode }) {
  return <div className={styles.info}>{children}</div>;
}
export function CardActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

const sections: unknown[] = [CardHeading, CardInfo, CardActions];

/** A list-item card made of heading, info and actions sections; anything else is logged and left out. */
export function ListItemCard({ children, label }: { children: ReactNode; label?: string }) {
  const kept = Children.toArray(children).filter((child) => {
    const isSection = isValidElement(child) && sections.includes(child.type);
    if (!isSection)
      console.error('ListItemCard accepts only CardHeading, CardInfo and CardActions children');
    return isSection;
  });
  return (
    <article className={styles.card} aria-label={label}>
      {kept}
    </article>
  );
}
