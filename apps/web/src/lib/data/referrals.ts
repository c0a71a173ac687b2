import { api, type CreateReferralBody } from '@careers/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { callApi } from '@/lib/http/index.ts';
import { queryKeys } from './query-keys.ts';

/** The candidate's referrals, each with what became of it. */
export const referralsQueryOptions = (domain: string) =>
  queryOptions({
    queryKey: queryKeys.referrals.list(domain),
    queryFn: async ({ signal }) =>
      (await callApi(api.listReferrals, { query: { domain } }, { signal })).referrals,
    meta: { errorToast: false },
  });

export const useReferrals = () => useQuery(referralsQueryOptions(useDomain()));

/** Refers a friend (the job page's dialog); the referrals list is fetched afresh. */
export const useCreateReferral = () => {
  const domain = useDomain();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CreateReferralBody, 'domain'>) =>
      callApi(api.createReferral, { body: { ...body, domain } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.referrals.all }),
  });
};
