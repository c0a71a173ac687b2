import { lazy, Suspense } from 'react';
import {
  ApiTokensPage,
  OfferPage,
  OffersPage,
  PipelinePage,
  PositionEditorPage,
  PositionsPage,
  type ConsoleSection,
} from '@/features/employer-console/index.ts';

// The forms builder is its own chunk, loaded when a recruiter opens /employer/forms.
const FormBuilderPage = lazy(async () => ({
  default: (await import('@/features/form-builder/index.ts')).FormBuilderPage,
}));

// Site settings, its own chunk, loaded when an admin opens /employer/settings.
const SettingsPage = lazy(async () => ({
  default: (await import('@/features/employer-settings/index.ts')).SettingsPage,
}));

// The interviews, events and analytics pages are chunks of their own too (the charts library
// loads only with analytics).
const InterviewsPage = lazy(async () => ({
  default: (await import('@/features/employer-schedule/index.ts')).InterviewsPage,
}));
const EventsPage = lazy(async () => ({
  default: (await import('@/features/employer-schedule/index.ts')).EventsPage,
}));
const AnalyticsPage = lazy(async () => ({
  default: (await import('@/features/employer-analytics/index.ts')).AnalyticsPage,
}));

// The candidates' pages and the positions import: their own chunk, loaded with the console.
const CandidatesPage = lazy(async () => ({
  default: (await import('@/features/employer-candidates/index.ts')).CandidatesPage,
}));
const CandidatePage = lazy(async () => ({
  default: (await import('@/features/employer-candidates/index.ts')).CandidatePage,
}));
const ImportPositionsDialog = lazy(async () => ({
  default: (await import('@/features/employer-candidates/index.ts')).ImportPositionsDialog,
}));

/** The console's sections in menu order: what each needs, its pages, its menu entry. */
export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  {
    permission: 'positions',
    nav: { to: '/employer', label: 'employer:nav.positions', isEnd: true },
    routes: [
      {
        path: '',
        element: (
          <PositionsPage
            importPositions={
              <Suspense fallback={null}>
                <ImportPositionsDialog />
              </Suspense>
            }
          />
        ),
      },
      { path: 'positions/:id', element: <PositionEditorPage /> },
      { path: 'positions/:id/pipeline', element: <PipelinePage /> },
    ],
  },
  {
    permission: 'candidates',
    nav: { to: '/employer/candidates', label: 'employer-candidates:nav' },
    routes: [
      { path: 'candidates', element: <CandidatesPage /> },
      { path: 'candidates/:id', element: <CandidatePage /> },
    ],
  },
  {
    permission: 'interviews',
    nav: { to: '/employer/interviews', label: 'employer-schedule:nav.interviews' },
    routes: [{ path: 'interviews', element: <InterviewsPage /> }],
  },
  {
    permission: 'events',
    nav: { to: '/employer/events', label: 'employer-schedule:nav.events' },
    routes: [{ path: 'events', element: <EventsPage /> }],
  },
  {
    permission: 'offers',
    nav: { to: '/employer/offers', label: 'employer:nav.offers' },
    routes: [
      { path: 'offers', element: <OffersPage /> },
      { path: 'offers/:id', element: <OfferPage /> },
    ],
  },
  {
    permission: 'forms',
    nav: { to: '/employer/forms', label: 'employer:nav.forms' },
    routes: [{ path: 'forms', element: <FormBuilderPage /> }],
  },
  {
    permission: 'analytics',
    nav: { to: '/employer/analytics', label: 'employer-analytics:nav.analytics' },
    routes: [{ path: 'analytics', element: <AnalyticsPage /> }],
  },
  {
    permission: 'settings',
    nav: { to: '/employer/settings', label: 'employer-settings:nav' },
    routes: [{ path: 'settings', element: <SettingsPage /> }],
  },
  {
    permission: 'users',
    nav: { to: '/employer/api-tokens', label: 'employer:nav.tokens' },
    routes: [{ path: 'api-tokens', element: <ApiTokensPage /> }],
  },
];
