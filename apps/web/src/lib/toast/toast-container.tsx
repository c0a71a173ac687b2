import { useSyncExternalStore } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './toast.module.css';
import { toastStore } from './toast-store.ts';
import { ToastMessage } from './toast-message.tsx';

/**
 * The one toast region of the app, rendered by the shell. Success and info toasts are announced
 * politely; errors use role="alert" so they interrupt.
 */
export const ToastContainer = () => {
  const { t } = useTranslation('shell');
  const toasts = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    toastStore.getSnapshot,
  );
  return (
    <section className={styles.region} aria-label={t('toast.region')}>
      <ol className={styles.list} aria-live="polite" aria-relevant="additions">
        {toasts.map((item) => (
          <ToastMessage key={item.id} item={item} />
        ))}
      </ol>
    </section>
  );
};
