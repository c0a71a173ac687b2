import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button/button.tsx';
import { FormMessage } from '@/components/form-message/form-message.tsx';
import { InlineSpinner } from '@/components/spinner/inline-spinner.tsx';
import { useDomain } from '@/lib/boot-data/index.ts';
import { errorText } from '@/lib/http/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { careersHref } from '@/lib/i18n/page-language-links.ts';
import { useLogout } from '../api/logout.ts';
import styles from './auth-page.module.css';

/** /logout: ends the session, refreshes the boot data, then returns to the careers home. */
export const LogoutPage = () => {
  const { t } = useTranslation('auth');
  const domain = useDomain();
  const navigate = useNavigate();
  const logout = useLogout();
  const { mutate } = logout;
  const hasStarted = useRef(false);

  const signOut = useCallback(
    () =>
      mutate(undefined, {
        onSuccess: () => void navigate(careersHref('/', domain), { replace: true }),
      }),
    [mutate, navigate, domain],
  );

  // Once per visit, also under StrictMode's double effects.
  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    signOut();
  }, [signOut]);

  if (logout.isError) {
    return (
      <div className={styles.page}>
        <section className={styles.card}>
          <h1 className={styles.title}>{t('logout.failedTitle')}</h1>
          <FormMessage message={errorText(logout.error, t('errors.generic'))} />
          <Button size="large" className={styles.cardAction} onPress={signOut}>
            {t('logout.retry')}
          </Button>
        </section>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <p role="status" className={styles.status}>
        <InlineSpinner />
        {t('logout.pending')}
      </p>
    </div>
  );
};
