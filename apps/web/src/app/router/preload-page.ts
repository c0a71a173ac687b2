import type { RouteDefinition } from '@careers/shared';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { bootDataQueryOptions } from '@/lib/data/boot-data.ts';
import { pageComponentFor } from './page-components.ts';
import { pageQueries, type PageLocation } from './page-queries.ts';

/**
 * Starts what a page needs, all at once, as soon as the boot data is known: its code chunk and
 * the first queries it has no data for (a page the server rendered has its data already).
 * Nothing waits on it; a failure is left to the page, which loads and asks again when it
 * renders (and shows its own error).
 */
const preloadPage = (
  queryClient: QueryClient,
  route: RouteDefinition,
  location: PageLocation,
): void => {
  void queryClient
    .ensureQueryData(bootDataQueryOptions())
    .then((boot) => {
      void pageComponentFor(route, boot.config)
        ?.preload()
        .catch(() => undefined);
      for (const options of pageQueries(route.pageId, { ...location, boot })) {
        if (queryClient.getQueryData(options.queryKey) === undefined)
          void queryClient.prefetchQuery(options);
      }
    })
    .catch(() => undefined);
};

/**
 * A page's preload on each address it shows: the page's chunk and its queries start together
 * instead of the queries waiting for the chunk (which is what rendering alone would do).
 */
export const usePagePreload = (route: RouteDefinition): void => {
  const queryClient = useQueryClient();
  const params = useParams();
  const { pathname, search } = useLocation();
  useEffect(() => {
    preloadPage(queryClient, route, {
      params,
      url: new URL(`${pathname}${search}`, window.location.origin),
    });
    // params follow the path
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, route, pathname, search]);
};
