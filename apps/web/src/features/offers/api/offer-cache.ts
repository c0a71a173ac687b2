import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/data/query-keys.ts';
import { STALE_TIME } from '@/lib/http/index.ts';

/**
 * Offer data is fresh for one day, never retried (a refusal is an answer, not a glitch) and
 * fetched again when the window regains focus, so a change by the employer shows on return.
 */
export const OFFER_CACHE_RULES = {
  staleTime: STALE_TIME.oneDay,
  retry: false,
  refetchOnWindowFocus: true,
} as const;

/** After every action the list and every open offer are fetched again: the status may have moved. */
export const useRefreshOffers = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.offers.all });
};
