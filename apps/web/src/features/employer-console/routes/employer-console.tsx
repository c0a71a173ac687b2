import { roleHasPermission, type EmployerRole } from '@careers/shared';
import { Navigate, Route, Routes } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import { ConsoleLayout } from '../components/console-layout.tsx';
import type { ConsoleSection } from '../lib/console-section.ts';
import styles from '../components/employer.module.css';

type Props = {
  role: EmployerRole;
  companyName: string;
  userName: string;
  /** Every section of the console, in menu order; the role's permissions choose among them. */
  sections: readonly ConsoleSection[];
};

/** The recruiters' console under /employer, for a signed-in employer user; sections by role. */
export const EmployerConsole = ({ role, companyName, userName, sections }: Props) => {
  const { t } = useTranslation('employer');
  const open = sections.filter((section) => roleHasPermission(role, section.permission));
  const routes = open.flatMap((section) => section.routes);
  return (
    <Routes>
      <Route
        element={
          <ConsoleLayout
            companyName={companyName}
            userName={userName}
            links={open.map((section) => section.nav)}
          />
        }
      >
        {routes.map(({ path, element }) =>
          path === '' ? (
            <Route key="index" index element={element} />
          ) : (
            <Route key={path} path={path} element={element} />
          ),
        )}
        {routes.some((route) => route.path === '') ? null : (
          // A role without the positions (the theme designer) works on the site itself.
          <Route
            index
            element={
              <section className={styles.notice}>
                <h1>{t('designer.title')}</h1>
                <p>{t('designer.text')}</p>
                <a href="/careers">{t('designer.open')}</a>
              </section>
            }
          />
        )}
        <Route path="*" element={<Navigate to="/employer" replace />} />
      </Route>
    </Routes>
  );
};
