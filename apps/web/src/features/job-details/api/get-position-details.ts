import { positionDetailsResponseSchema } from '@careers/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useBootData } from '@/lib/boot-data/index.ts';
import { http, STALE_TIME } from '@/lib/http/index.ts';

export const POSITION_DETAILS_KEY = 'position-details';

/** GET /api/pcsx/position_details : the position, its locations, salary, skills and isSaved. */
export const getPositionDetails = (
  domain: string,
  hl: string,
  positionId: number,
  queriedLocation: string | undefined,
  signal?: AbortSignal,
) =>
  http.get('/api/pcsx/position_details', {
    params: { position_id: positionId, domain, hl, queried_location: queriedLocation || undefined },
    schema: positionDetailsResponseSchema.shape.data,
    signal,
  });

export const positionDetailsQueryOptions = (
  domain: string,
  hl: string,
  positionId: number,
  queriedLocation: string | undefined,
) =>
  queryOptions({
    queryKey: [POSITION_DETAILS_KEY, domain, hl, positionId, queriedLocation ?? ''] as const,
    queryFn: ({ signal }) => getPositionDetails(domain, hl, positionId, queriedLocation, signal),
    staleTime: STALE_TIME.twoMinutes,
    // The page says 'Failed to load position details' itself.
    meta: { errorToast: false },
  });

export const usePositionDetails = (positionId: number, queriedLocation?: string) => {
  const { domain, language } = useBootData();
  return useQuery(positionDetailsQueryOptions(domain, language, positionId, queriedLocation));
};
