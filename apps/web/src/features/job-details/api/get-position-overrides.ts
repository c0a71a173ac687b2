import { positionOverridesResponseSchema } from '@careers/shared';
import { useQuery } from '@tanstack/react-query';
import { useBootData } from '@/lib/boot-data/index.ts';
import { http, STALE_TIME } from '@/lib/http/index.ts';

/** GET /api/pcsx/overrides : the position's own position-details settings, or null. */
export const getPositionOverrides = (
  domain: string,
  hl: string,
  positionId: number,
  signal?: AbortSignal,
) =>
  http.get('/api/pcsx/overrides', {
    params: { position_id: positionId, domain, hl },
    schema: positionOverridesResponseSchema.shape.data,
    signal,
  });

/** Fetched only when the tenant has overrides at all (spec 001 section 4). */
export const usePositionOverrides = (positionId: number) => {
  const { domain, language, config } = useBootData();
  return useQuery({
    queryKey: ['position-overrides', domain, language, positionId] as const,
    queryFn: ({ signal }) => getPositionOverrides(domain, language, positionId, signal),
    enabled: Object.keys(config.overrides).length > 0,
    staleTime: STALE_TIME.tenMinutes,
    retry: false,
    meta: { errorToast: false },
  });
};
