import {
  api,
  type PositionDetail,
  type SearchPosition,
  type SearchResultData,
} from '@careers/shared';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { installFakeServer, RecordedRequest } from '@/lib/testing/fake-server.ts';
import { renderWithProviders } from '@/lib/testing/render-with-providers.tsx';
import { SearchPage } from './search-page.tsx';

// Fixtures of the search page tests: a fake search API and the page rendered in the app's providers.

export const position = (id: number): SearchPosition => ({
  id,
  name: `Position ${String(id)}`,
  department: id % 2 ? 'Sales' : 'Engineering',
  category: 'Team',
  employmentType: 'full_time',
  locations: ['Paris, France'],
  postedTs: 1_700_000_000,
  isRemote: false,
});

/** The details of the position a request names, built from its search result. */
export const detailsReply =
  (overrides: Partial<PositionDetail>) =>
  (
    request: RecordedRequest,
  ): { body: { data: { position: PositionDetail; metadata: { isFallback: boolean } } } } => ({
    body: {
      data: {
        position: {
          ...position(Number(request.query.get('position_id'))),
          description: '',
          language: 'en',
          languages: ['en'],
          employmentType: 'full_time',
          location: 'Paris, France',
          locations: [],
          closesTs: null,
          salary: null,
          skills: [],
          archived_at: null,
          positionUserActions: { isSaved: false },
          ...overrides,
        },
        metadata: { isFallback: false },
      },
    },
  });

/** 25 positions; `filter_department` narrows them; pages of 10 from `start`. */
export const searchReply = (request: RecordedRequest): { body: { data: SearchResultData } } => {
  const departments = request.query.getAll('filter_department');
  const all = Array.from({ length: 25 }, (_, index) => position(index + 1)).filter(
    (item) => !departments.length || departments.includes(item.department),
  );
  const start = Number(request.query.get('start') ?? 0);
  return {
    body: {
      data: {
        count: all.length,
        positions: all.slice(start, start + 10),
        filterDef: {
          allFilters: [
            {
              filterName: 'department',
              displayName: 'Department',
              type: 'multiselect',
              options: [
                { label: 'Sales', value: 'Sales', count: 13 },
                { label: 'Engineering', value: 'Engineering', count: 12 },
              ],
            },
          ],
        },
        sortBy: 'relevance',
        appliedFilters: departments.length ? { department: departments } : {},
        resultsMetaData: {
          start,
          pageSize: 10,
          query: request.query.get('query') ?? '',
          location: request.query.get('location') ?? '',
          locationType: 'none',
          origin: null,
        },
        savedSearchMetadata: { isEnabled: false },
      },
    },
  };
};

export const setDesktop = (isDesktop: boolean) => {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: isDesktop,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
};

export const renderSearch = (route = '/careers?domain=acme.example') =>
  renderWithProviders(<SearchPage />, {
    namespaces: ['search'],
    route,
    path: route.startsWith('/careers/senior') ? '/careers/:query/:location' : '/careers',
  });

export const location = () => screen.getByTestId('location').textContent;
export const searches = (server: ReturnType<typeof installFakeServer>) =>
  server.of(api.searchPositions.method, api.searchPositions.path);

/** Each test of the file starts at desktop width; stubbed globals are undone after it. */
export const startEachTestAtDesktopWidth = () => {
  beforeEach(() => {
    setDesktop(true);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
};
