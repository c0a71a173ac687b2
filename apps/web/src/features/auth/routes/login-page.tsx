import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClassName } from '@/components/button/button.tsx';
import { useBootData, useDomain } from '@/lib/boot-data/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { careersHref } from '@/lib/i18n/page-language-links.ts';
import { LoginForm } from '../components/login-form.tsx';
import { afterSignInPath, readLoginParams } from '../lib/login-params.ts';
import styles from './auth-page.module.css';

/**
 * /careers/login and /candidate/login (query: domain, pid, microsite, hl, next). A signed-in
 * visitor goes straight on: to `next` when it is a path of this site, else the dashboard.
 */
export const LoginPage = () => {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const { isLoggedIn, config } = useBootData();
  const domain = useDomain();
  const navigate = useNavigate();
  const params = readLoginParams(searchParams);
  const destination = afterSignInPath(params, domain);
  const hasLeft = useRef(false);

  const goOn = () => {
    if (hasLeft.current) return;
    hasLeft.current = true;
    void navigate(destination, { replace: true });
  };

  useEffect(() => {
    if (isLoggedIn && !hasLeft.current) {
      hasLeft.current = true;
      void navigate(destination, { replace: true });
    }
  }, [isLoggedIn, destination, navigate]);

  if (isLoggedIn) {
    return (
      <div className={styles.page}>
        <p role="status" className={styles.status}>
          {t('page.redirecting')}
        </p>
      </div>
    );
  }

  if (!config.loginSignupConfig.candidateLoginEnabled) {
    return (
      <div className={styles.page}>
        <section className={styles.card}>
          <h1 className={styles.title}>{t('page.disabledTitle')}</h1>
          <p className={styles.text}>{t('page.disabledText')}</p>
          <Link
            className={buttonClassName('primary', 'large', styles.cardAction)}
            to={careersHref('/', domain)}
          >
            {t('page.browseJobs')}
          </Link>
        </section>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <p className={styles.eyebrow}>{config.branding.companyName}</p>
        <LoginForm headingLevel={1} onSignedIn={goOn} />
        <p className={styles.footnote}>
          {params.pids.length > 0 ? t('page.applyNote') : t('page.note')}
        </p>
      </section>
    </div>
  );
};
