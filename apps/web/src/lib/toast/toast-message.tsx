import { useEffect, useState } from 'react';
import { StatusIcon } from '@/components/status-icon/status-icon.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './toast.module.css';
import { toastStore, type ToastItem } from './toast-store.ts';

type ToastMessageProps = { item: ToastItem };

/** One toast: it leaves after its duration, but not while the pointer or focus is on it. */
export const ToastMessage = ({ item }: ToastMessageProps) => {
  const { t } = useTranslation('shell');
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const isPaused = isHovered || isFocused;
  const { id, durationMs } = item;

  useEffect(() => {
    if (isPaused) return;
    const timer = window.setTimeout(() => toastStore.dismiss(id), durationMs);
    return () => window.clearTimeout(timer);
  }, [isPaused, id, durationMs]);

  return (
    // The role sits inside the list item: a list may hold only list items (axe 'list').
    <li>
      <div
        className={`${styles.toast} ${styles[item.tone]}`}
        role={item.tone === 'error' ? 'alert' : 'status'}
        onMouseEnter={() => setIsHovered(true)}
        onMouseLeave={() => setIsHovered(false)}
        onFocus={() => setIsFocused(true)}
        onBlur={() => setIsFocused(false)}
      >
        <StatusIcon kind={item.tone} className={styles.icon} />
        <p className={styles.message}>{item.message}</p>
        <button
          type="button"
          className={styles.dismiss}
          onClick={() => toastStore.dismiss(id)}
          aria-label={t('toast.dismiss')}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
    </li>
  );
};
