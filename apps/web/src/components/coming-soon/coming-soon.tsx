import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './coming-soon.module.css';

type ComingSoonProps = {
  /** The page's own heading, shown as its h1. */
  heading: string;
  title: string;
  text: string;
  /** Facts the page already knows (the search it was opened with, a position id). */
  children?: ReactNode;
};

/** An honest placeholder for a page whose feature is not built yet: no fake content. */
export const ComingSoon = ({ heading, title, text, children }: ComingSoonProps) => {
  const { t } = useTranslation('shell');
  const titleId = useId();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{heading}</h1>
      <section className={styles.card} aria-labelledby={titleId}>
        <span className={styles.badge}>{t('comingSoon.badge')}</span>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
        {children ? <div className={styles.extra}>{children}</div> : null}
      </section>
    </div>
  );
};
