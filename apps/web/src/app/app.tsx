import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { PositionExtrasContext } from '@/lib/position-extras/position-extras-context.ts';
import { ToastContainer } from '@/lib/toast/index.ts';
import { renderPositionSideCards } from './position-extras.tsx';
import { BootGate } from './boot/boot-gate.tsx';
import { AppRoutes } from './router/routes.tsx';

/**
 * Providers in order: server state, boot data (loader and error), then the router (the
 * browser's; a memory router in tests, the server's static one in entry-server.tsx).
 */
export const AppProviders = ({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) => (
  <QueryClientProvider client={queryClient}>
    <BootGate>
      <PositionExtrasContext.Provider value={renderPositionSideCards}>
        {children}
      </PositionExtrasContext.Provider>
    </BootGate>
    <ToastContainer />
  </QueryClientProvider>
);

export const App = ({ queryClient }: { queryClient: QueryClient }) => (
  <AppProviders queryClient={queryClient}>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </AppProviders>
);
