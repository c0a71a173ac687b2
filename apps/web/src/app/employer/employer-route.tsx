import { Suspense, useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { LoginForm } from '@/features/auth/index.ts';
import { EmployerConsole } from '@/features/employer-console/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { PageLoader } from '../page/page-loader.tsx';
import { useBootData } from '@/lib/boot-data/index.ts';
import { CONSOLE_SECTIONS } from './console-sections.tsx';
import styles from './employer-route.module.css';

/**
 * /employer/*: the recruiters' console for a signed-in employer user; /employer/login (and any
 * console address without one) signs in with the same emailed code as candidates. A candidate
 * is told the console is not for their account. This route is its own chunk.
 */
export const EmployerRoute = () => {
  const { t } = useTranslation('employer');
  const { user, config } = useBootData();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const companyName = config.branding.companyName;
  const role = user?.employerRole ?? null;
  const isLoginPage = pathname.replace(/\/$/, '') === '/employer/login';

  useEffect(() => {
    document.title = t('nav.brand', { company: companyName });
  }, [t, companyName]);

  if (role && isLoginPage) return <Navigate to="/employer" replace />;
  if (role)
    return (
      <Suspense fallback={<PageLoader />}>
        <EmployerConsole
          role={role}
          companyName={companyName}
          userName={user?.fullname || user?.email || ''}
          sections={CONSOLE_SECTIONS}
        />
      </Suspense>
    );
  return (
    <main id="main" className={styles.page}>
      <p className={styles.brand}>{t('nav.brand', { company: companyName })}</p>
      {user ? (
        <div className={styles.panel}>
          <h1>{t('login.notEmployerTitle')}</h1>
          <p>{t('login.notEmployer', { email: user.email })}</p>
          <p>
            <a href="/logout">{t('login.switchAccount')}</a> ·{' '}
            <a href="/careers">{t('nav.site')}</a>
          </p>
        </div>
      ) : (
        <div className={styles.panel}>
          <p>{t('login.intro')}</p>
          <LoginForm
            headingLevel={1}
            onSignedIn={() => void navigate('/employer', { replace: true })}
          />
        </div>
      )}
    </main>
  );
};
