import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import type { createAppRouter } from './router/create-app-router.ts';
import { i18n } from '@/lib/i18n/index.ts';
import { PositionExtrasContext } from '@/lib/position-extras/position-extras-context.ts';
import { ToastContainer } from '@/lib/toast/index.ts';
import { renderPositionSideCards } from './position-extras.tsx';
import { BootGate } from './boot/boot-gate.tsx';

type AppProps = { queryClient: QueryClient; router: ReturnType<typeof createAppRouter> };

/**
 * Providers in order: server state, i18n, boot data (loader and error), then the router (the
 * browser's, or the server's static one in entry-server.tsx).
 */
export const AppProviders = ({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) => (
  <QueryClientProvider client={queryClient}>
    <I18nextProvider i18n={i18n}>
      <BootGate>
        <PositionExtrasContext.Provider value={renderPositionSideCards}>
          {children}
        </PositionExtrasContext.Provider>
      </BootGate>
      <ToastContainer />
    </I18nextProvider>
  </QueryClientProvider>
);

export const App = ({ queryClient, router }: AppProps) => (
  <AppProviders queryClient={queryClient}>
    <RouterProvider router={router} />
  </AppProviders>
);
