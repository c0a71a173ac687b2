import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/lib/testing/render-with-providers.tsx';
import { Pagination } from './pagination.tsx';

const ROUTE = '/careers?domain=acme.example&query=nurse&start=20&pid=7';

const renderPager = async (onGoToStart = vi.fn(), route = ROUTE) => {
  await renderWithProviders(<Pagination start={20} count={95} onGoToStart={onGoToStart} />, {
    namespaces: ['search'],
    route,
  });
  return onGoToStart;
};

describe('Pagination', () => {
  it('links every page to its results, keeping the search and dropping the chosen job', async () => {
    await renderPager();
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Previous')).toBe('/careers?domain=acme.example&query=nurse&start=10');
    expect(href('Next')).toBe('/careers?domain=acme.example&query=nurse&start=30');
    expect(href('Page 1')).toBe('/careers?domain=acme.example&query=nurse');
    expect(href('Page 10')).toBe('/careers?domain=acme.example&query=nurse&start=90');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('rel', 'prev');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('rel', 'next');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('changes the page in place on a plain click, and leaves a new-tab click to the browser', async () => {
    const onGoToStart = await renderPager();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Next' }));
    expect(onGoToStart).toHaveBeenCalledWith(30);
    // the address is the search's to change: the link alone did not navigate
    expect(screen.getByTestId('location')).toHaveTextContent(ROUTE);

    onGoToStart.mockClear();
    const opened = fireEvent.click(screen.getByRole('link', { name: 'Page 5' }), { ctrlKey: true });
    expect(opened).toBe(true); // not prevented: the browser opens it
    expect(onGoToStart).not.toHaveBeenCalled();
  });

  it('offers no previous page on the first page, and keeps a path search in its path', async () => {
    await renderWithProviders(<Pagination start={0} count={25} onGoToStart={vi.fn()} />, {
      namespaces: ['search'],
      route: '/careers/nurse/paris',
    });
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/careers/nurse/paris?start=10',
    );
  });
});
