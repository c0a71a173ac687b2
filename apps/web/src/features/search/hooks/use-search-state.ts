import { SPECIAL_LOCATIONS, type SearchSort } from '@careers/shared';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useBootData } from '@/lib/boot-data/index.ts';
import {
  compactFilters,
  readSearchUrlState,
  sameFilters,
  writeSearchParams,
  type SearchFilters,
  type SearchUrlState,
} from '../lib/search-url-state.ts';
import { SEARCH_RELOAD_DEBOUNCE_MS } from '../lib/search-constants.ts';
import { DISTANCE_FILTER } from '../lib/search-url-state.ts';

const isMapLocation = (location: string) =>
  location.toLowerCase() === SPECIAL_LOCATIONS.mapLocation.toLowerCase();
const isPointLocation = (location: string) =>
  isMapLocation(location) || location.toLowerCase() === SPECIAL_LOCATIONS.currentLocation;
const withoutDistance = (filters: SearchFilters): SearchFilters =>
  Object.fromEntries(Object.entries(filters).filter(([name]) => name !== DISTANCE_FILTER));

export type SearchActions = {
  /**
   * A new search: resets the page and the selection. A point goes with
   * 'current location'; leaving 'Map Location' clears the distance filter.
   */
  search: (query: string, location: string, point?: { lat: number; lng: number }) => void;
  /** 'Map Location': the jobs at a pin (distance 0); 'Map Area': the jobs within the map. */
  searchMap: (place: { point: { lat: number; lng: number } } | { bounds: string }) => void;
  setTab: (tab: string | undefined) => void;
  /** Changes one filter now; the search reloads after the 1 s debounce. */
  setFilter: (name: string, values: readonly string[]) => void;
  clearFilters: () => void;
  goToStart: (start: number) => void;
  select: (pid: number, options?: { isAutomatic?: boolean }) => void;
  setSort: (sortBy: SearchSort | undefined) => void;
  /** Clears filters, start, sort, query and location. */
  reset: () => void;
};

export type SearchState = {
  url: SearchUrlState;
  /** The filters as the visitor sees them: chosen ones apply after the debounce. */
  filters: SearchFilters;
  isFilterPending: boolean;
  actions: SearchActions;
};

/**
 * The search page's state, kept in its address. A path search
 * (/careers/{query}/{location}) moves to /careers?query=&location= on the first change.
 */
export const useSearchState = (): SearchState => {
  const { config, isLoggedIn } = useBootData();
  const params = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const url = useMemo(
    () => readSearchUrlState(params, searchParams, config),
    [params, searchParams, config],
  );
  const [pending, setPending] = useState<SearchFilters | undefined>(undefined);

  const latest = useRef({ url, searchParams, pathname: location.pathname, pending });
  useLayoutEffect(() => {
    latest.current = { url, searchParams, pathname: location.pathname, pending };
  });

  const apply = useCallback(
    (change: (current: SearchUrlState) => SearchUrlState, isReplace = false) => {
      const current = latest.current;
      const next = change(current.url);
      const pathname = current.pathname.startsWith('/careers/search')
        ? current.pathname
        : '/careers';
      const nextParams = writeSearchParams(current.searchParams, next, config);
      // Until the page renders the new address, a second change in the same moment (a selection
      // made as results arrive) builds on this one instead of putting the old address back.
      latest.current = { ...current, url: next, searchParams: nextParams };
      const query = nextParams.toString();
      void navigate(
        { pathname, search: query ? `?${query}` : '' },
        { replace: isReplace, preventScrollReset: true },
      );
    },
    [config, navigate],
  );

  // A filter change reloads after the debounce, from the first page and with no selection.
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => {
      setPending(undefined);
      if (sameFilters(pending, latest.current.url.filters)) return;
      apply((current) => ({ ...current, filters: pending, start: 0, pid: undefined }));
    }, SEARCH_RELOAD_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [pending, apply]);

  // Signing in clears the sort choice.
  const wasLoggedIn = useRef(isLoggedIn);
  useEffect(() => {
    if (isLoggedIn && !wasLoggedIn.current && latest.current.url.sortBy)
      apply((current) => ({ ...current, sortBy: undefined }), true);
    wasLoggedIn.current = isLoggedIn;
  }, [isLoggedIn, apply]);

  const actions = useMemo<SearchActions>(
    () => ({
      search: (query, where, point) => {
        const chosen = latest.current.pending ?? latest.current.url.filters;
        setPending(undefined);
        apply((current) => {
          const location = where.trim();
          const wasMapLocation = isMapLocation(current.location);
          const filters =
            wasMapLocation && !isMapLocation(location) ? withoutDistance(chosen) : chosen;
          const keepsPoint = location === current.location && isPointLocation(location);
          return {
            ...current,
            query: query.trim(),
            location,
            filters,
            point: point ?? (keepsPoint ? current.point : undefined),
            bounds: undefined,
            start: 0,
            pid: undefined,
          };
        });
      },
      searchMap: (place) => {
        const chosen = latest.current.pending ?? latest.current.url.filters;
        setPending(undefined);
        apply((current) =>
          'point' in place
            ? {
                ...current,
                location: SPECIAL_LOCATIONS.mapLocation,
                point: place.point,
                bounds: undefined,
                filters: { ...chosen, [DISTANCE_FILTER]: ['0'] },
                start: 0,
                pid: undefined,
              }
            : {
                ...current,
                location: SPECIAL_LOCATIONS.mapArea,
                point: undefined,
                bounds: place.bounds,
                filters: isMapLocation(current.location) ? withoutDistance(chosen) : chosen,
                start: 0,
                pid: undefined,
              },
        );
      },
      setTab: (tab) => {
        apply((current) => ({ ...current, tab }), true);
      },
      setFilter: (name, values) => {
        const base = latest.current.pending ?? latest.current.url.filters;
        setPending(compactFilters({ ...base, [name]: values }));
      },
      clearFilters: () => {
        setPending({});
      },
      goToStart: (start) => {
        apply((current) => ({ ...current, start, pid: undefined }));
      },
      select: (pid, { isAutomatic = false } = {}) => {
        apply((current) => ({ ...current, pid }), isAutomatic);
      },
      setSort: (sortBy) => {
        apply((current) => ({ ...current, sortBy, start: 0, pid: undefined }));
      },
      reset: () => {
        setPending(undefined);
        apply((current) => ({
          ...current,
          query: '',
          location: '',
          filters: {},
          start: 0,
          sortBy: undefined,
          pid: undefined,
          point: undefined,
          bounds: undefined,
        }));
      },
    }),
    [apply],
  );

  return {
    url,
    filters: pending ?? url.filters,
    isFilterPending: pending !== undefined,
    actions,
  };
};
