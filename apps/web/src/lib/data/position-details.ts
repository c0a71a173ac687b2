import { api } from '@careers/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useBootData } from '@/lib/boot-data/index.ts';
import { callApi, STALE_TIME } from '@/lib/http/index.ts';
import { queryKeys } from './query-keys.ts';

/**
 * One position with its locations, salary, skills and isSaved. The job page and the panel beside
 * the search results share it, so opening the full page after the panel shows it at once.
 */
export const positionDetailsQueryOptions = (
  domain: string,
  hl: string,
  positionId: number,
  queriedLocation = '',
) =>
  queryOptions({
    queryKey: queryKeys.positionDetails.one(domain, hl, positionId, queriedLocation),
    queryFn: ({ signal }) =>
      callApi(
        api.getPositionDetails,
        {
          query: {
            position_id: String(positionId),
            domain,
            hl,
            queried_location: queriedLocation || undefined,
          },
        },
        { signal },
      ),
    staleTime: STALE_TIME.twoMinutes,
    // The page says 'Failed to load position details' itself.
    meta: { errorToast: false },
  });

export const usePositionDetails = (positionId: number, queriedLocation?: string) => {
  const { domain, language } = useBootData();
  return useQuery(positionDetailsQueryOptions(domain, language, positionId, queriedLocation));
};
