import { api } from '@careers/shared';
import { useQuery } from '@tanstack/react-query';
import { useBootData } from '@/lib/boot-data/index.ts';
import { callApi, STALE_TIME } from '@/lib/http/index.ts';
import { queryKeys } from './query-keys.ts';

/** The position's own position-details settings; asked only when the tenant has any at all. */
export const usePositionOverrides = (positionId: number) => {
  const { domain, language, config } = useBootData();
  return useQuery({
    queryKey: queryKeys.positionOverrides.one(domain, language, positionId),
    queryFn: ({ signal }) =>
      callApi(
        api.getPositionOverrides,
        { query: { position_id: String(positionId), domain, hl: language } },
        { signal },
      ),
    enabled: Object.keys(config.overrides).length > 0,
    staleTime: STALE_TIME.tenMinutes,
    retry: false,
    meta: { errorToast: false },
  });
};
