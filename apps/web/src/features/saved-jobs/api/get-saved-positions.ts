import { savedPositionsResponseSchema } from '@careers/shared';
import { useQuery } from '@tanstack/react-query';
import { useBootData } from '@/lib/boot-data/index.ts';
import { http, STALE_TIME } from '@/lib/http/index.ts';

export const SAVED_POSITIONS_KEY = 'saved-positions';

/** GET /api/pcsx/positions/saved : the candidate's saved positions, newest first. */
export const getSavedPositions = (domain: string, signal?: AbortSignal) =>
  http.get('/api/pcsx/positions/saved', {
    params: { domain },
    schema: savedPositionsResponseSchema.shape.data,
    signal,
  });

export const useSavedPositions = () => {
  const { domain } = useBootData();
  return useQuery({
    queryKey: [SAVED_POSITIONS_KEY, domain] as const,
    queryFn: ({ signal }) => getSavedPositions(domain, signal),
    staleTime: STALE_TIME.thirtySeconds,
    meta: { errorToast: false },
  });
};
