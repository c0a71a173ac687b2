import { api } from '@careers/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { queryKeys } from '@/lib/data/query-keys.ts';
import { callApi } from '@/lib/http/index.ts';

/** Withdraws an application; the lists and the nudges are fetched afresh. */
export const useWithdrawApplication = () => {
  const domain = useDomain();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: number) =>
      callApi(api.withdrawApplication, { params: { id: applicationId }, query: { domain } }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.applications.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.nudges.all }),
      ]);
    },
  });
};
