import { ROUTES } from '@careers/shared';
import type { RouteObject } from 'react-router';
import { AppLayout } from '../layout/app-layout.tsx';
import { Page } from '../page/page.tsx';
import type { RouteHandle } from './current-route.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { RouteErrorScreen } from './route-error-screen.tsx';

/** The whole route table (ROUTES in @careers/shared) under the shell layout, then not-found. */
export const buildRoutes = (): RouteObject[] => [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      ...ROUTES.map((route): RouteObject => ({
        path: route.path,
        handle: { route } satisfies RouteHandle,
        element: <Page key={route.path} route={route} />,
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
