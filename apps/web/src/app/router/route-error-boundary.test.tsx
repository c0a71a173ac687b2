import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/lib/testing/render-with-providers.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/** A layout that crashes on one address only, with a link away from it. */
const Layout = () => {
  const { pathname } = useLocation();
  if (pathname === '/careers/broken') throw new Error('layout crash');
  return <p>layout at {pathname}</p>;
};

afterEach(() => vi.restoreAllMocks());

describe('RouteErrorBoundary', () => {
  it('shows the error screen for a crash in what it holds, and the page again at another address', async () => {
    // React reports the caught error on the console
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderWithProviders(
      <>
        <RouteErrorBoundary>
          <Layout />
        </RouteErrorBoundary>
        <Link to="/careers/jobs">elsewhere</Link>
      </>,
      { namespaces: ['shell'], route: '/careers/broken' },
    );
    expect(await screen.findByRole('heading', { name: 'Internal Server Error' })).toBeVisible();
    expect(screen.queryByText(/layout at/)).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(await screen.findByText('layout at /careers/jobs')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Internal Server Error' })).toBeNull();
  });
});
