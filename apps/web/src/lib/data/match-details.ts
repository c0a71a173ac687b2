import { api } from '@careers/shared';
import { useQuery } from '@tanstack/react-query';
import { useBootData } from '@/lib/boot-data/index.ts';
import { callApi, STALE_TIME } from '@/lib/http/index.ts';
import { queryKeys } from './query-keys.ts';

/** The signed-in candidate's profile against the position; signing in asks again. */
export const useMatchDetails = (positionId: number, isEnabled: boolean) => {
  const { domain, isLoggedIn } = useBootData();
  return useQuery({
    queryKey: queryKeys.matchDetails.one(domain, isLoggedIn, positionId),
    queryFn: ({ signal }) =>
      callApi(
        api.getMatchDetails,
        { query: { position_id: String(positionId), domain } },
        { signal },
      ),
    enabled: isEnabled,
    staleTime: STALE_TIME.fiveMinutes,
    retry: false,
    // A failure only hides the match.
    meta: { errorToast: false },
  });
};
