import type { RouteDefinition } from '@careers/shared';
import type { QueryClient } from '@tanstack/react-query';
import { bootDataQueryOptions } from '@/lib/data/boot-data.ts';
import { pageComponentFor } from './page-components.ts';
import { pageQueries, type PageLocation } from './page-queries.ts';

/**
 * Starts what a page needs, all at once, as soon as the boot data is known: its code chunk and
 * its first queries. Nothing waits on it; a failure is left to the page, which loads and asks
 * again when it renders (and shows its own error).
 */
export const preloadPage = (
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
      for (const options of pageQueries(route.pageId, { ...location, boot }))
        void queryClient.prefetchQuery(options);
    })
    .catch(() => undefined);
};
