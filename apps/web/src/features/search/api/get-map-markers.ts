import { mapMarkersResponseSchema } from '@careers/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useBootData } from '@/lib/boot-data/index.ts';
import { http, STALE_TIME } from '@/lib/http/index.ts';
import { searchRequestParams, type SearchRequest } from './search-positions.ts';

/** GET /api/pcsx/search/markers : the search's positions grouped by place within the bounds. */
export const getMapMarkers = (
  domain: string,
  request: SearchRequest,
  bounds: string,
  signal?: AbortSignal,
) =>
  http.get('/api/pcsx/search/markers', {
    params: { domain, ...searchRequestParams({ ...request, start: 0 }), bounds },
    schema: mapMarkersResponseSchema.shape.data,
    signal,
  });

export const useMapMarkers = (request: SearchRequest, bounds: string | undefined) => {
  const { domain } = useBootData();
  return useQuery({
    queryKey: ['map-markers', domain, { ...request, start: 0 }, bounds] as const,
    queryFn: ({ signal }) => getMapMarkers(domain, request, bounds ?? '', signal),
    enabled: bounds !== undefined,
    staleTime: STALE_TIME.twoMinutes,
    placeholderData: keepPreviousData,
  });
};
