import type { ReactNode } from 'react';
import styles from './banners.module.css';

type NoticeBannerProps = { tone: 'warning' | 'info'; label?: string; children: ReactNode };

/** A full-width strip above the navbar (implementation phase, instance notice). */
export const NoticeBanner = ({ tone, label, children }: NoticeBannerProps) => (
  <div
    className={`${styles.notice} ${tone === 'warning' ? styles.noticeWarning : styles.noticeInfo}`}
    role="status"
    aria-label={label}
  >
    <p className={styles.noticeText}>{children}</p>
  </div>
);
