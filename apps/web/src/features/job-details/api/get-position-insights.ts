import { positionInsightsResponseSchema } from '@careers/shared';
import { useQuery } from '@tanstack/react-query';
import { useBootData } from '@/lib/boot-data/index.ts';
import { http, STALE_TIME } from '@/lib/http/index.ts';

/** GET /api/pcsx/position_insights : similar roles, top skills, recency and the team. */
export const getPositionInsights = (domain: string, positionId: number, signal?: AbortSignal) =>
  http.get('/api/pcsx/position_insights', {
    params: { position_id: positionId, domain },
    schema: positionInsightsResponseSchema.shape.data,
    signal,
  });

export const usePositionInsights = (positionId: number, isEnabled: boolean) => {
  const { domain } = useBootData();
  return useQuery({
    queryKey: ['position-insights', domain, positionId] as const,
    queryFn: ({ signal }) => getPositionInsights(domain, positionId, signal),
    enabled: isEnabled,
    staleTime: STALE_TIME.tenMinutes,
    retry: false,
    // A failure only hides the insights (spec 001 section 4).
    meta: { errorToast: false },
  });
};
