import { offersListResponseSchema } from '@careers/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { http } from '@/lib/http/index.ts';
import { OFFER_CACHE_RULES, OFFERS_QUERY_KEY } from './offer-cache.ts';

/** GET /api/offer/offers?domain= : the candidate's offers. */
export const getOffers = (domain: string, signal?: AbortSignal) =>
  http.get('/api/offer/offers', {
    params: { domain },
    schema: offersListResponseSchema.shape.data,
    signal,
  });

export const offersQueryOptions = (domain: string) =>
  queryOptions({
    queryKey: [OFFERS_QUERY_KEY, domain] as const,
    queryFn: ({ signal }) => getOffers(domain, signal),
    ...OFFER_CACHE_RULES,
  });

export const useOffers = () => useQuery(offersQueryOptions(useDomain()));
