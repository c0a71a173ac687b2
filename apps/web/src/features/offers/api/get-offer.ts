import { offerResponseSchema } from '@careers/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { http } from '@/lib/http/index.ts';
import { OFFER_CACHE_RULES, OFFER_QUERY_KEY } from './offer-cache.ts';

/** GET /api/offer/{id}?domain= : one offer with its documents' content. */
export const getOffer = (id: string, domain: string, signal?: AbortSignal) =>
  http.get(`/api/offer/${encodeURIComponent(id)}`, {
    params: { domain },
    schema: offerResponseSchema.shape.data,
    signal,
  });

export const offerQueryOptions = (id: string, domain: string) =>
  queryOptions({
    queryKey: [OFFER_QUERY_KEY, domain, id] as const,
    queryFn: ({ signal }) => getOffer(id, domain, signal),
    ...OFFER_CACHE_RULES,
  });

export const useOffer = (id: string | undefined) => {
  const domain = useDomain();
  return useQuery({ ...offerQueryOptions(id ?? '', domain), enabled: Boolean(id) });
};
