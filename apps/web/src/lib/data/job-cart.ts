import { api, type JobCart, type JobCartOperation } from '@careers/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBootData } from '@/lib/boot-data/index.ts';
import { callApi, STALE_TIME } from '@/lib/http/index.ts';
import { queryKeys } from './query-keys.ts';

/** The candidate's cart, when the tenant offers one. */
export const useJobCart = () => {
  const { domain, isLoggedIn, config } = useBootData();
  return useQuery({
    queryKey: queryKeys.jobCart.one(domain),
    queryFn: ({ signal }) => callApi(api.getJobCart, { query: { domain } }, { signal }),
    enabled: isLoggedIn && config.jobCart.enabled,
    staleTime: STALE_TIME.thirtySeconds,
    meta: { errorToast: false },
  });
};

/** Adds or removes positions; the cart is replaced by the answer, the whole cart. */
export const useUpdateJobCart = () => {
  const { domain } = useBootData();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pids, operation }: { pids: readonly number[]; operation: JobCartOperation }) =>
      callApi(api.updateJobCart, { body: { pids: pids.map(String), operation, domain } }),
    onSuccess: (cart: JobCart) => {
      queryClient.setQueryData(queryKeys.jobCart.one(domain), cart);
    },
  });
};
