import type { MouseEvent } from 'react';
import { buttonClassName } from '@/components/button/button.tsx';
import { StatusPanel } from '@/components/status-panel/status-panel.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './error-screen.module.css';

export type ErrorDetails = {
  message: string;
  stack?: string | undefined;
  componentStack?: string | undefined;
};

// A V8 stack starts with "Name: message"; show the message on its own only when it does not.
const errorText = ({ message, stack }: ErrorDetails) =>
  stack?.includes(message) ? stack : [message, stack].filter(Boolean).join('\n\n');

type ErrorScreenProps = {
  /** Where "Go back" leads when there is no history to go back to. */
  backHref: string;
  contactHref: string;
  /** Shown to admin users only. */
  details?: ErrorDetails | undefined;
};

/** The generic error screen, shown when a page crashes. */
export const ErrorScreen = ({ backHref, contactHref, details }: ErrorScreenProps) => {
  const { t } = useTranslation('shell');
  const handleBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (window.history.length <= 1) return;
    event.preventDefault();
    window.history.back();
  };
  const isExternalContact = /^[a-z][a-z0-9+.-]*:/i.test(contactHref);
  return (
    <StatusPanel
      headingId="error-screen-heading"
      heading={t('error.heading')}
      size="wide"
      tone="danger"
      mark={
        <svg viewBox="0 0 48 48" strokeWidth="3">
          <circle cx="24" cy="24" r="21" />
          <path d="M24 14v12m0 8h.01" />
        </svg>
      }
      texts={[t('error.serverText'), t('error.notifiedText')]}
      actions={
        <>
          <a className={buttonClassName('primary')} href={backHref} onClick={handleBack}>
            {t('error.back')}
          </a>
          <a
            className={buttonClassName('secondary')}
            href={contactHref}
            {...(isExternalContact ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {t('error.contact')}
          </a>
        </>
      }
    >
      {details ? (
        <details className={styles.details}>
          <summary>{t('error.details')}</summary>
          <pre className={styles.pre}>{errorText(details)}</pre>
          {details.componentStack ? (
            <>
              <h2 className={styles.detailsHeading}>{t('error.componentStack')}</h2>
              <pre className={styles.pre}>{details.componentStack.trim()}</pre>
            </>
          ) : null}
        </details>
      ) : null}
    </StatusPanel>
  );
};
