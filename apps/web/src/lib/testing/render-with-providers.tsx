import type { BootData } from '@careers/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { makeBootData } from './boot-data.ts';
import { prepareTestClient } from './prepare-test-client.ts';

/** Shows where the router is, so a test can read the address after a navigation. */
const LocationProbe = () => {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
};

type Options = {
  /** The feature's i18n namespaces, loaded before the first render. */
  namespaces: string[];
  bootData?: BootData;
  route?: string;
  path?: string;
};

/**
 * Renders one feature's `ui` with the real i18n, a fresh query client seeded with boot data, and
 * a memory router whose address shows in `getByTestId('location')`.
 */
export const renderWithProviders = async (ui: ReactNode, options: Options) => {
  const { namespaces, bootData = makeBootData(), route = '/', path = '*' } = options;
  const queryClient = await prepareTestClient(bootData, namespaces);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Suspense fallback={<p>loading</p>}>
          <Routes>
            <Route path={path} element={ui} />
            {path === '*' ? null : <Route path="*" element={null} />}
          </Routes>
          <LocationProbe />
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
};
