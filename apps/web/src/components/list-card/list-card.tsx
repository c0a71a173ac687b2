import type { ReactNode } from 'react';
import styles from './list-card.module.css';

export type ListCardTone = 'info' | 'warning' | 'success' | 'neutral';

type ListCardProps = {
  title: string;
  /** A short status shown as a coloured pill before the meta text. */
  status?: { label: string; tone: ListCardTone };
  meta: ReactNode;
  actions: ReactNode;
  /** More below the card's row, across its whole width (an application's history). */
  details?: ReactNode;
};

/** One item of a candidate's list (a form, an application): title, status, dates, actions. */
export const ListCard = ({ title, status, meta, actions, details }: ListCardProps) => (
  <li className={styles.card}>
    <div className={styles.text}>
      <h3 className={styles.title}>{title}</h3>
      <p className={styles.meta}>
        {status ? (
          <span className={`${styles.status} ${styles[status.tone]}`}>{status.label}</span>
        ) : null}
        {meta}
      </p>
    </div>
    <div className={styles.actions}>{actions}</div>
    {details ? <div className={styles.details}>{details}</div> : null}
  </li>
);

/** The list the cards sit in. */
export const ListCards = ({ children }: { children: ReactNode }) => (
  <ul className={styles.list}>{children}</ul>
);
