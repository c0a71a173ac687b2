import { NavLink, Outlet } from 'react-router';
import { SkipLink } from '@/components/skip-link/skip-link.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { ConsoleSection } from '../lib/console-section.ts';
import styles from './employer.module.css';

type Props = {
  companyName: string;
  userName: string;
  /** The menu entries of the sections the role opens. */
  links: readonly ConsoleSection['nav'][];
};

/** The console's frame: the company, its sections for the role, the page. */
export const ConsoleLayout = ({ companyName, userName, links }: Props) => {
  // Each section's label lives in its own feature's catalogue.
  const namespaces = ['employer', ...new Set(links.map((link) => link.label.split(':')[0]!))];
  const { t } = useTranslation(namespaces);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.navLink} ${styles.active}` : styles.navLink;
  return (
    <div className={styles.shell}>
      <SkipLink />
      <header className={styles.header}>
        <p className={styles.brand}>{t('employer:nav.brand', { company: companyName })}</p>
        <nav aria-label={t('employer:nav.label')} className={styles.nav}>
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.isEnd} className={linkClass}>
              {t(link.label)}
            </NavLink>
          ))}
          <a href="/careers" className={styles.navLink}>
            {t('employer:nav.site')}
          </a>
          <a href="/logout" className={styles.navLink}>
            {t('employer:nav.signOut', { name: userName })}
          </a>
        </nav>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
};
