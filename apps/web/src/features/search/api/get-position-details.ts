import { positionDetailsResponseSchema } from '@careers/shared';
import { useQuery } from '@tanstack/react-query';
import { useBootData } from '@/lib/boot-data/index.ts';
import { http, STALE_TIME } from '@/lib/http/index.ts';

/**
 * GET /api/pcsx/position_details : the selected position beside the list. Same cache key as the
 * job page, so opening the full page after the panel shows it at once.
 */
export const getPositionDetails = (
  domain: string,
  hl: string,
  positionId: number,
  queriedLocation: string,
  signal?: AbortSignal,
) =>
  http.get('/api/pcsx/position_details', {
    params: { position_id: positionId, domain, hl, queried_location: queriedLocation || undefined },
    schema: positionDetailsResponseSchema.shape.data,
    signal,
  });

export const usePositionDetails = (positionId: number, queriedLocation: string) => {
  const { domain, language } = useBootData();
  return useQuery({
    queryKey: ['position-details', domain, language, positionId, queriedLocation] as const,
    queryFn: ({ signal }) =>
      getPositionDetails(domain, language, positionId, queriedLocation, signal),
    staleTime: STALE_TIME.twoMinutes,
    meta: { errorToast: false },
  });
};
