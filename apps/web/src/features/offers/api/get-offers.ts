import { api } from '@careers/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { queryKeys } from '@/lib/data/query-keys.ts';
import { callApi } from '@/lib/http/index.ts';
import { OFFER_CACHE_RULES } from './offer-cache.ts';

/** The candidate's offers, newest first. */
export const offersQueryOptions = (domain: string) =>
  queryOptions({
    queryKey: queryKeys.offers.list(domain),
    queryFn: ({ signal }) => callApi(api.listOffers, { query: { domain } }, { signal }),
    ...OFFER_CACHE_RULES,
  });

export const useOffers = () => useQuery(offersQueryOptions(useDomain()));
