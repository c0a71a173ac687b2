import type { BootData } from '@careers/shared';
import { act, render, type RenderResult } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { makeBootData } from '@/lib/testing/boot-data.ts';
import { prepareTestClient } from '@/lib/testing/prepare-test-client.ts';
import { AppProviders } from '../app.tsx';
import { AppRoutes } from '../router/routes.tsx';

type RenderAppOptions = { bootData?: BootData; path?: string };

type RouterProbe = { navigate?: NavigateFunction; location: string };

/** Lets the test read the address and go elsewhere, as the reader's browser would. */
const Probe = ({ onChange }: { onChange: (probe: RouterProbe) => void }) => {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    onChange({ navigate, location: `${pathname}${search}` });
  }, [onChange, navigate, pathname, search]);
  return null;
};

/**
 * The whole shell at `path` with a memory router, the real i18n (English) and a query client
 * seeded with boot data, as the browser would have it after boot.
 */
export const renderApp = async ({
  bootData = makeBootData(),
  path = '/careers',
}: RenderAppOptions = {}) => {
  const queryClient = await prepareTestClient(bootData, ['shell', 'auth', 'onboarding']);
  let probe: RouterProbe = { location: path };
  const onChange = (next: RouterProbe) => {
    probe = next;
  };
  let result: RenderResult | undefined;
  // Awaited act: lets the boot gate's and pages' suspensions settle before the test looks.
  await act(async () => {
    result = render(
      <AppProviders queryClient={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <Probe onChange={onChange} />
        </MemoryRouter>
      </AppProviders>,
    );
  });
  if (!result) throw new Error('render failed');
  const navigate = async (to: string) => {
    await act(async () => {
      await probe.navigate?.(to);
    });
  };
  return { ...result, queryClient, navigate, location: () => probe.location };
};
