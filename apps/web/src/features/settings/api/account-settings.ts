import { api, type AccountSettings, type UpdateAccountSettingsBody } from '@careers/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBootData } from '@/lib/boot-data/index.ts';
import { queryKeys } from '@/lib/data/query-keys.ts';
import { callApi, STALE_TIME } from '@/lib/http/index.ts';

export const accountSettingsQueryOptions = (domain: string) =>
  queryOptions({
    queryKey: queryKeys.accountSettings.one(domain),
    queryFn: ({ signal }) => callApi(api.getAccountSettings, { query: { domain } }, { signal }),
    staleTime: STALE_TIME.thirtySeconds,
    meta: { errorToast: false },
  });

export const useAccountSettings = () => {
  const { domain } = useBootData();
  return useQuery(accountSettingsQueryOptions(domain));
};

/** Saves part of the settings; the cached settings take the server's answer. */
export const useUpdateAccountSettings = () => {
  const { domain } = useBootData();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<UpdateAccountSettingsBody, 'domain'>) =>
      callApi(api.updateAccountSettings, { query: { domain }, body }),
    onSuccess: (settings: AccountSettings) => {
      queryClient.setQueryData(queryKeys.accountSettings.one(domain), settings);
    },
  });
};
