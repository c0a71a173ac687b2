import { ROUTES } from '@careers/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { PageLoader } from '../page/page-loader.tsx';
import { AppLayout } from '../layout/app-layout.tsx';
import { Page } from '../page/page.tsx';
import type { RouteHandle } from './current-route.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { preloadPage } from './preload-page.ts';
import { RouteErrorScreen } from './route-error-screen.tsx';

/**
 * The whole route table (ROUTES in @careers/shared) under the shell layout, then not-found. Each
 * route's loader starts the page's code chunk and first queries together and returns at once:
 * the page shows its own loading state.
 */
export const buildRoutes = (queryClient: QueryClient): RouteObject[] => [
  // The recruiters' console: its own frame and chunk, so candidate pages do not grow.
  {
    path: '/employer/*',
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <PageLoader />,
    lazy: async () => ({
      Component: (await import('../employer/employer-route.tsx')).EmployerRoute,
    }),
  },
  {
    element: <AppLayout />,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      ...ROUTES.map((route): RouteObject => ({
        path: route.path,
        handle: { route } satisfies RouteHandle,
        loader: ({ params, request }) => {
          preloadPage(queryClient, route, { params, url: new URL(request.url) });
          return null;
        },
        element: <Page key={route.path} route={route} />,
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
