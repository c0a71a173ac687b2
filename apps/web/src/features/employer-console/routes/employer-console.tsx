import { roleHasPermission, type EmployerRole } from '@careers/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { ConsoleLayout } from '../components/console-layout.tsx';
import { ApiTokensPage } from './api-tokens-page.tsx';
import { OfferPage } from './offer-page.tsx';
import { OffersPage } from './offers-page.tsx';
import { PipelinePage } from './pipeline-page.tsx';
import { PositionEditorPage } from './position-editor-page.tsx';
import { PositionsPage } from './positions-page.tsx';
import styles from '../components/employer.module.css';

type Props = {
  role: EmployerRole;
  companyName: string;
  userName: string;
  /** The forms builder, a feature of its own that the app layer hands in (features never import each other). */
  formsPage: ReactNode;
  /** The site settings, handed in the same way. */
  settingsPage: ReactNode;
  /** The interviews, events and analytics pages, features of their own handed in likewise. */
  interviewsPage: ReactNode;
  eventsPage: ReactNode;
  analyticsPage: ReactNode;
  /** The candidates' search and one candidate, another feature handed in. */
  candidatesPage: ReactNode;
  candidatePage: ReactNode;
  /** The positions list's import button and dialog. */
  importPositions: ReactNode;
};

/** The recruiters' console under /employer, for a signed-in employer user; sections by role. */
export const EmployerConsole = ({
  role,
  companyName,
  userName,
  formsPage,
  settingsPage,
  interviewsPage,
  eventsPage,
  analyticsPage,
  candidatesPage,
  candidatePage,
  importPositions,
}: Props) => {
  const { t } = useTranslation('employer');
  const hiring = roleHasPermission(role, 'positions');
  return (
    <Routes>
      <Route element={<ConsoleLayout role={role} companyName={companyName} userName={userName} />}>
        {hiring ? (
          <>
            <Route index element={<PositionsPage importPositions={importPositions} />} />
            <Route path="positions/:id" element={<PositionEditorPage />} />
            <Route path="positions/:id/pipeline" element={<PipelinePage />} />
          </>
        ) : (
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
        {roleHasPermission(role, 'candidates') && (
          <>
            <Route path="candidates" element={candidatesPage} />
            <Route path="candidates/:id" element={candidatePage} />
          </>
        )}
        {roleHasPermission(role, 'interviews') && (
          <Route path="interviews" element={interviewsPage} />
        )}
        {roleHasPermission(role, 'events') && <Route path="events" element={eventsPage} />}
        {roleHasPermission(role, 'offers') && (
          <>
            <Route path="offers" element={<OffersPage />} />
            <Route path="offers/:id" element={<OfferPage />} />
          </>
        )}
        {roleHasPermission(role, 'forms') && <Route path="forms" element={formsPage} />}
        {roleHasPermission(role, 'settings') && <Route path="settings" element={settingsPage} />}
        {roleHasPermission(role, 'analytics') && <Route path="analytics" element={analyticsPage} />}
        {roleHasPermission(role, 'users') && (
          <Route path="api-tokens" element={<ApiTokensPage />} />
        )}
        <Route path="*" element={<Navigate to="/employer" replace />} />
      </Route>
    </Routes>
  );
};
