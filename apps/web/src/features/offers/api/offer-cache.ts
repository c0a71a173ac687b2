import { useQueryClient } from '@tanstack/react-query';
import { STALE_TIME } from '@/lib/http/index.ts';

/** Spec 000 section 7: offer data is fresh for one day, never retried, refetched on focus. */
export const OFFER_CACHE_RULES = {
  staleTime: STALE_TIME.oneDay,
  retry: false,
  refetchOnWindowFocus: true,
} as const;

export const OFFERS_QUERY_KEY = 'offers';
export const OFFER_QUERY_KEY = 'offer';

/** After every action: the list and the offer are fetched again (spec 000 section 4). */
export const useRefreshOffers = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [OFFERS_QUERY_KEY] }),
      queryClient.invalidateQueries({ queryKey: [OFFER_QUERY_KEY] }),
    ]);
};
