import { Button } from '@/components/button/button.tsx';
import { StatusPanel } from '@/components/status-panel/status-panel.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './boot-error.module.css';

type BootErrorProps = { isRetrying: boolean; onRetry: () => void };

/** Boot data could not be loaded: say so and offer a retry. */
export const BootError = ({ isRetrying, onRetry }: BootErrorProps) => {
  const { t } = useTranslation('shell');
  return (
    <main id="main" className={styles.screen}>
      <StatusPanel
        headingId="boot-error-heading"
        heading={t('boot.errorHeading')}
        role="alert"
        tone="danger"
        mark={
          <svg viewBox="0 0 24 24" strokeWidth="2">
            <path d="M12 8v5m0 3h.01M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18z" />
          </svg>
        }
        texts={[t('boot.errorText')]}
        actions={
          <Button onPress={onRetry} isPending={isRetrying}>
            {t('boot.retry')}
          </Button>
        }
      />
    </main>
  );
};
