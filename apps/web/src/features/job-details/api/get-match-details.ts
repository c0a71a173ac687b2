import { matchDetailsResponseSchema } from '@careers/shared';
import { useQuery } from '@tanstack/react-query';
import { useBootData } from '@/lib/boot-data/index.ts';
import { http, STALE_TIME } from '@/lib/http/index.ts';

/** GET /api/pcsx/match_details : the signed-in candidate's profile against the position. */
export const getMatchDetails = (domain: string, positionId: number, signal?: AbortSignal) =>
  http.get('/api/pcsx/match_details', {
    params: { position_id: positionId, domain },
    schema: matchDetailsResponseSchema.shape.data,
    signal,
  });

export const useMatchDetails = (positionId: number, isEnabled: boolean) => {
  const { domain, isLoggedIn } = useBootData();
  return useQuery({
    queryKey: ['match-details', domain, isLoggedIn, positionId] as const,
    queryFn: ({ signal }) => getMatchDetails(domain, positionId, signal),
    enabled: isEnabled,
    staleTime: STALE_TIME.fiveMinutes,
    retry: false,
    // A failure only hides the match (spec 001 section 4).
    meta: { errorToast: false },
  });
};
