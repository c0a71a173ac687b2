import {
  api,
  type SaveSearchBody,
  type SavedSearch,
  type UpdateSavedSearchBody,
} from '@careers/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBootData } from '@/lib/boot-data/index.ts';
import { queryKeys } from '@/lib/data/query-keys.ts';
import { callApi, STALE_TIME } from '@/lib/http/index.ts';

export const jobAlertsQueryOptions = (domain: string) =>
  queryOptions({
    queryKey: queryKeys.savedSearches.list(domain),
    queryFn: ({ signal }) => callApi(api.listSavedSearches, { query: { domain } }, { signal }),
    staleTime: STALE_TIME.thirtySeconds,
    meta: { errorToast: false },
  });

export const useJobAlerts = () => {
  const { domain } = useBootData();
  return useQuery(jobAlertsQueryOptions(domain));
};

type AlertList = { searches: SavedSearch[]; canCreate: boolean };

const replaceAlert = (list: AlertList | undefined, alert: SavedSearch) =>
  list && {
    ...list,
    searches: list.searches.map((item) => (item.id === alert.id ? alert : item)),
  };

/** Renames, pauses or resumes one alert; the list shows the server's answer. */
export const useUpdateJobAlert = () => {
  const { domain } = useBootData();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; body: Omit<UpdateSavedSearchBody, 'domain'> }) =>
      callApi(api.updateSavedSearch, {
        params: { id: input.id },
        query: { domain },
        body: input.body,
      }),
    onSuccess: (alert) => {
      queryClient.setQueryData<AlertList>(queryKeys.savedSearches.list(domain), (list) =>
        replaceAlert(list, alert),
      );
    },
  });
};

export const useDeleteJobAlert = () => {
  const { domain } = useBootData();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      callApi(api.deleteSavedSearch, { params: { id }, query: { domain } }),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<AlertList>(queryKeys.savedSearches.list(domain), (list) =>
        list ? { ...list, searches: list.searches.filter((item) => item.id !== id) } : list,
      );
    },
  });
};

/** Creates a job alert (one suggested from the profile); the list shows it at once. */
export const useCreateJobAlert = () => {
  const { domain } = useBootData();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Pick<SaveSearchBody, 'name' | 'query' | 'location'>) =>
      callApi(api.saveSearch, { body: { ...body, filters: {}, domain } }),
    onSuccess: (alert) => {
      queryClient.setQueryData<AlertList>(queryKeys.savedSearches.list(domain), (list) =>
        list ? { ...list, searches: [alert, ...list.searches] } : list,
      );
    },
  });
};
