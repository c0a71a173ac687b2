import type { PageId, RouteDefinition, TenantConfig } from '@careers/shared';
import {
  createElement,
  lazy,
  type ComponentType,
  type LazyExoticComponent,
  type ReactElement,
} from 'react';
import { loadChunk } from '@/lib/chunk-load/index.ts';

/** A page's lazy component, and a way to start loading its chunk before it renders. */
type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

// One chunk per page (under /gen/js/). Preloading and rendering share the one import.
const page = <K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyPage => {
  let loading: Promise<Record<K, ComponentType>> | undefined;
  const preload = () => (loading ??= loadChunk(name, load));
  return Object.assign(
    lazy(async () => ({ default: (await preload())[name] })),
    { preload },
  );
};

const DashboardPage = page(() => import('@/app/dashboard/dashboard-routes.tsx'), 'DashboardRoute');
const DashboardV2Page = page(
  () => import('@/app/dashboard/dashboard-routes.tsx'),
  'DashboardV2Route',
);

const PAGE_COMPONENTS: Partial<Record<PageId, LazyPage>> = {
  jobs: page(() => import('@/features/search/routes/search-page.tsx'), 'SearchPage'),
  singlePosition: page(
    () => import('@/features/job-details/routes/job-details-page.tsx'),
    'JobDetailsPage',
  ),
  profile: page(() => import('@/features/profile/routes/profile-page.tsx'), 'ProfilePage'),
  dashboard: DashboardPage,
  settings: page(() => import('@/features/settings/routes/settings-page.tsx'), 'SettingsPage'),
  exportResume: page(
    () => import('@/features/export-resume/routes/export-resume-page.tsx'),
    'ExportResumePage',
  ),
  applyPage: page(() => import('@/features/apply/routes/apply-page.tsx'), 'ApplyPage'),
  login: page(() => import('@/features/auth/index.ts'), 'LoginPage'),
  logout: page(() => import('@/features/auth/index.ts'), 'LogoutPage'),
  formView: page(() => import('@/features/forms/routes/forms-page.tsx'), 'FormsPage'),
  documentCenter: page(
    () => import('@/features/document-center/routes/document-center-page.tsx'),
    'DocumentCenterPage',
  ),
  applications: page(
    () => import('@/features/applications/routes/applications-page.tsx'),
    'ApplicationsPage',
  ),
  savedJobs: page(
    () => import('@/features/saved-jobs/routes/saved-jobs-page.tsx'),
    'SavedJobsPage',
  ),
  interviews: page(
    () => import('@/features/interviews/routes/interviews-page.tsx'),
    'InterviewsPage',
  ),
  events: page(() => import('@/features/events/routes/events-page.tsx'), 'EventsPage'),
  onboarding: page(
    () => import('@/features/onboarding-tasks/routes/onboarding-tasks-page.tsx'),
    'OnboardingTasksPage',
  ),
  offers: page(() => import('@/features/offers/routes/offers-page.tsx'), 'OffersPage'),
  offer: page(() => import('@/features/offers/routes/offer-page.tsx'), 'OfferPage'),
  offerLetter: page(
    () => import('@/features/offers/routes/offer-letter-page.tsx'),
    'OfferLetterPage',
  ),
};

/** /careers/dashboardv2 is the v2 dashboard; /careers/dashboard is too when the tenant says so. */
export const pageComponentFor = (
  route: RouteDefinition,
  config: TenantConfig,
): LazyPage | undefined => {
  if (route.pageId === 'dashboard') {
    return route.path === '/careers/dashboardv2' || config.dashboardConfig.useV2
      ? DashboardV2Page
      : DashboardPage;
  }
  return PAGE_COMPONENTS[route.pageId];
};

/** The page element of a route; the lazy components are module constants, never made per render. */
export const renderPage = (
  route: RouteDefinition,
  config: TenantConfig,
): ReactElement | undefined => {
  const component = pageComponentFor(route, config);
  return component ? createElement(component) : undefined;
};
