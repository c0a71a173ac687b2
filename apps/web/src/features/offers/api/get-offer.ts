import { api } from '@careers/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { queryKeys } from '@/lib/data/query-keys.ts';
import { callApi } from '@/lib/http/index.ts';
import { OFFER_CACHE_RULES } from './offer-cache.ts';

/** One offer with its documents' content. */
export const offerQueryOptions = (id: string, domain: string) =>
  queryOptions({
    queryKey: queryKeys.offers.one(domain, id),
    queryFn: ({ signal }) =>
      callApi(api.getOffer, { params: { id }, query: { domain } }, { signal }),
    ...OFFER_CACHE_RULES,
  });

export const useOffer = (id: string | undefined) => {
  const domain = useDomain();
  return useQuery({ ...offerQueryOptions(id ?? '', domain), enabled: Boolean(id) });
};
