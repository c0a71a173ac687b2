import { api } from '@careers/shared';
import { useQuery } from '@tanstack/react-query';
import { useBootData } from '@/lib/boot-data/index.ts';
import { callApi, STALE_TIME } from '@/lib/http/index.ts';
import { queryKeys } from './query-keys.ts';

/** Similar roles, top skills, recency and the team of a position. */
export const usePositionInsights = (positionId: number, isEnabled: boolean) => {
  const { domain } = useBootData();
  return useQuery({
    queryKey: queryKeys.positionInsights.one(domain, positionId),
    queryFn: ({ signal }) =>
      callApi(
        api.getPositionInsights,
        { query: { position_id: String(positionId), domain } },
        { signal },
      ),
    enabled: isEnabled,
    staleTime: STALE_TIME.tenMinutes,
    retry: false,
    // A failure only hides the insights.
    meta: { errorToast: false },
  });
};
