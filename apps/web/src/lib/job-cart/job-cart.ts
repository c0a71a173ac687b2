import { jobCartResponseSchema, type JobCart, type JobCartOperation } from '@careers/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBootData } from '@/lib/boot-data/index.ts';
import { http, STALE_TIME } from '@/lib/http/index.ts';

export const JOB_CART_KEY = 'job-cart';

/** GET /api/pcsx/job_cart : the candidate's cart, when the tenant offers one. */
export const getJobCart = (domain: string, signal?: AbortSignal) =>
  http.get('/api/pcsx/job_cart', {
    params: { domain },
    schema: jobCartResponseSchema.shape.data,
    signal,
  });

/** POST /api/pcsx/job_cart : add or remove positions; answers the whole cart. */
export const updateJobCart = (
  domain: string,
  pids: readonly number[],
  operation: JobCartOperation,
) =>
  http.post(
    '/api/pcsx/job_cart',
    { pids: pids.map(String), operation, domain },
    { schema: jobCartResponseSchema.shape.data },
  );

export const useJobCart = () => {
  const { domain, isLoggedIn, config } = useBootData();
  return useQuery({
    queryKey: [JOB_CART_KEY, domain] as const,
    queryFn: ({ signal }) => getJobCart(domain, signal),
    enabled: isLoggedIn && config.jobCart.enabled,
    staleTime: STALE_TIME.thirtySeconds,
    meta: { errorToast: false },
  });
};

/** On success the cart is replaced by the answer (spec 001 section 4). */
export const useUpdateJobCart = () => {
  const { domain } = useBootData();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pids, operation }: { pids: readonly number[]; operation: JobCartOperation }) =>
      updateJobCart(domain, pids, operation),
    onSuccess: (cart: JobCart) => {
      queryClient.setQueryData([JOB_CART_KEY, domain], cart);
    },
  });
};
