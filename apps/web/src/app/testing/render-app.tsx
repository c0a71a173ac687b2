import type { BootData } from '@careers/shared';
import { act, render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { makeBootData } from '@/lib/testing/boot-data.ts';
import { prepareTestClient } from '@/lib/testing/prepare-test-client.ts';
import { App } from '../app.tsx';
import { buildRoutes } from '../router/routes.tsx';

type RenderAppOptions = { bootData?: BootData; path?: string };

/**
 * The whole shell at `path` with a memory router, the real i18n (English) and a query client
 * seeded with boot data, as the browser would have it after boot.
 */
export const renderApp = async ({
  bootData = makeBootData(),
  path = '/careers',
}: RenderAppOptions = {}) => {
  const queryClient = await prepareTestClient(bootData, ['shell', 'auth', 'onboarding']);
  const router = createMemoryRouter(buildRoutes(queryClient), { initialEntries: [path] });
  let result: RenderResult | undefined;
  // Awaited act: lets the boot gate's and pages' suspensions settle before the test looks.
  await act(async () => {
    result = render(<App queryClient={queryClient} router={router} />);
  });
  if (!result) throw new Error('render failed');
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...result, queryClient, router, location };
};
