import type { ReactNode } from 'react';
import styles from './content-page.module.css';

type ContentPageProps = { heading: string; intro?: string; children: ReactNode };

/** A page of the candidate's own things (forms, an application): centred, with its h1. */
export const ContentPage = ({ heading, intro, children }: ContentPageProps) => (
  <div className={styles.page}>
    <h1 className={styles.heading}>{heading}</h1>
    {intro ? <p className={styles.intro}>{intro}</p> : null}
    {children}
  </div>
);
