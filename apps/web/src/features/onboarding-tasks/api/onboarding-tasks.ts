import { api, type OnboardingTasks } from '@careers/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBootData } from '@/lib/boot-data/index.ts';
import { queryKeys } from '@/lib/data/query-keys.ts';
import { callApi, STALE_TIME } from '@/lib/http/index.ts';

export const onboardingTasksQueryOptions = (domain: string) =>
  queryOptions({
    queryKey: queryKeys.onboardingTasks.list(domain),
    queryFn: ({ signal }) => callApi(api.listOnboardingTasks, { query: { domain } }, { signal }),
    staleTime: STALE_TIME.thirtySeconds,
    meta: { errorToast: false },
  });

export const useOnboardingTasks = () => {
  const { domain } = useBootData();
  return useQuery(onboardingTasksQueryOptions(domain));
};

/** Marks a plain task done; the list (and its progress) is read again. */
export const useCompleteOnboardingTask = () => {
  const { domain } = useBootData();
  const queryClient = useQueryClient();
  const key = queryKeys.onboardingTasks.list(domain);
  return useMutation({
    mutationFn: (id: number) =>
      callApi(api.completeOnboardingTask, { params: { id }, query: { domain } }),
    onSuccess: (task) => {
      queryClient.setQueryData<OnboardingTasks>(
        key,
        (list) =>
          list && {
            ...list,
            tasks: list.tasks.map((item) => (item.id === task.id ? task : item)),
          },
      );
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
};
