import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import type { createAppRouter } from './router/create-app-router.ts';
import { i18n } from '@/lib/i18n/index.ts';
import { PositionExtrasContext } from '@/lib/position-extras/position-extras-context.ts';
import { ToastContainer } from '@/lib/toast/index.ts';
import { renderPositionSideCards } from './position-extras.tsx';
import { BootGate } from './boot/boot-gate.tsx';

type AppProps = { queryClient: QueryClient; router: ReturnType<typeof createAppRouter> };

/** Providers in order: server state, i18n, boot data (loader and error), then the router. */
export const App = ({ queryClient, router }: AppProps) => (
  <QueryClientProvider client={queryClient}>
    <I18nextProvider i18n={i18n}>
      <BootGate>
        <PositionExtrasContext.Provider value={renderPositionSideCards}>
          <RouterProvider router={router} />
        </PositionExtrasContext.Provider>
      </BootGate>
      <ToastContainer />
    </I18nextProvider>
  </QueryClientProvider>
);
