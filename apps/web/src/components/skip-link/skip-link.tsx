import type { MouseEvent } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './skip-link.module.css';

/** First focusable element of every page: jumps past the navbar to `<main id="main">`. */
export const SkipLink = () => {
  const { t } = useTranslation('shell');
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById('main');
    if (!main) return;
    // Focus instead of changing the hash, which the router would treat as a navigation.
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a className={styles.skipLink} href="#main" onClick={handleClick}>
      {t('skipLink')}
    </a>
  );
};
