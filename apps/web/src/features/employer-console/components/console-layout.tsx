import { roleHasPermission, type EmployerRole } from '@careers/shared';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { SkipLink } from '@/components/skip-link/skip-link.tsx';
import styles from './employer.module.css';

/** The console's frame: the company, its sections for the role, the page. */
export const ConsoleLayout = ({
  role,
  companyName,
  userName,
}: {
  role: EmployerRole;
  companyName: string;
  userName: string;
}) => {
  // The settings, schedule, analytics and candidates links are named in those pages' own catalogues.
  const { t } = useTranslation([
    'employer',
    'employer-settings',
    'employer-schedule',
    'employer-analytics',
    'employer-candidates',
  ]);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.navLink} ${styles.active}` : styles.navLink;
  return (
    <div className={styles.shell}>
      <SkipLink />
      <header className={styles.header}>
        <p className={styles.brand}>{t('nav.brand', { company: companyName })}</p>
        <nav aria-label={t('nav.label')} className={styles.nav}>
          {roleHasPermission(role, 'positions') && (
            <NavLink to="/employer" end className={linkClass}>
              {t('nav.positions')}
            </NavLink>
          )}
          {roleHasPermission(role, 'candidates') && (
            <NavLink to="/employer/candidates" className={linkClass}>
              {t('employer-candidates:nav')}
            </NavLink>
          )}
          {roleHasPermission(role, 'interviews') && (
            <NavLink to="/employer/interviews" className={linkClass}>
              {t('employer-schedule:nav.interviews')}
            </NavLink>
          )}
          {roleHasPermission(role, 'events') && (
            <NavLink to="/employer/events" className={linkClass}>
              {t('employer-schedule:nav.events')}
            </NavLink>
          )}
          {roleHasPermission(role, 'offers') && (
            <NavLink to="/employer/offers" className={linkClass}>
              {t('nav.offers')}
            </NavLink>
          )}
          {roleHasPermission(role, 'forms') && (
            <NavLink to="/employer/forms" className={linkClass}>
              {t('nav.forms')}
            </NavLink>
          )}
          {roleHasPermission(role, 'analytics') && (
            <NavLink to="/employer/analytics" className={linkClass}>
              {t('employer-analytics:nav.analytics')}
            </NavLink>
          )}
          {roleHasPermission(role, 'settings') && (
            <NavLink to="/employer/settings" className={linkClass}>
              {t('employer-settings:nav')}
            </NavLink>
          )}
          {roleHasPermission(role, 'users') && (
            <NavLink to="/employer/api-tokens" className={linkClass}>
              {t('nav.tokens')}
            </NavLink>
          )}
          <a href="/careers" className={styles.navLink}>
            {t('nav.site')}
          </a>
          <a href="/logout" className={styles.navLink}>
            {t('nav.signOut', { name: userName })}
          </a>
        </nav>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
};
