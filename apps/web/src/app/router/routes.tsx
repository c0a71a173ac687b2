import { ROUTES } from '@careers/shared';
import { lazy, Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { loadChunk } from '@/lib/chunk-load/index.ts';
import { AppLayout } from '../layout/app-layout.tsx';
import { PageLoader } from '../page/page-loader.tsx';
import { Page } from '../page/page.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

// The recruiters' console: its own frame and chunk, so candidate pages do not grow.
const EmployerRoute = lazy(async () => ({
  default: (await loadChunk('employer', () => import('../employer/employer-route.tsx')))
    .EmployerRoute,
}));

/**
 * The whole route table (ROUTES in @careers/shared) under the shell layout, then not-found.
 * Declarative routes (no data router): a page starts its code chunk and first queries itself
 * when it renders (usePagePreload), and shows its own loading state.
 */
const APP_ROUTES: RouteObject[] = [
  {
    path: '/employer/*',
    element: (
      <RouteErrorBoundary>
        <Suspense fallback={<PageLoader />}>
          <EmployerRoute />
        </Suspense>
      </RouteErrorBoundary>
    ),
  },
  {
    element: (
      <RouteErrorBoundary>
        <AppLayout />
      </RouteErrorBoundary>
    ),
    children: [
      ...ROUTES.map((route): RouteObject => ({
        path: route.path,
        element: <Page key={route.path} route={route} />,
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The app's pages at the router's location (inside a BrowserRouter, MemoryRouter or StaticRouter). */
export const AppRoutes = () => useRoutes(APP_ROUTES);
