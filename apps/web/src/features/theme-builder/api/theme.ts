import { api, type PublishedTheme, type PublishThemeBody } from '@careers/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBootData } from '@/lib/boot-data/index.ts';
import { refreshBootData } from '@/lib/data/boot-data.ts';
import { queryKeys } from '@/lib/data/query-keys.ts';
import { callApi, STALE_TIME } from '@/lib/http/index.ts';

const themeQueryOptions = (domain: string) =>
  queryOptions({
    queryKey: queryKeys.theme.one(domain),
    queryFn: ({ signal }) => callApi(api.getTheme, { query: { domain } }, { signal }),
    staleTime: STALE_TIME.thirtySeconds,
    meta: { errorToast: false },
  });

export const usePublishedTheme = () => {
  const { domain } = useBootData();
  return useQuery(themeQueryOptions(domain));
};

export const useThemeVersions = (isEnabled: boolean) => {
  const { domain } = useBootData();
  return useQuery({
    queryKey: queryKeys.theme.versions(domain),
    queryFn: ({ signal }) => callApi(api.listThemeVersions, { query: { domain } }, { signal }),
    staleTime: STALE_TIME.thirtySeconds,
    enabled: isEnabled,
    meta: { errorToast: false },
  });
};

/** After a publish or a revert: the new theme is cached, and the page's boot data reloads it. */
const useOnPublished = () => {
  const { domain } = useBootData();
  const queryClient = useQueryClient();
  return async (published: PublishedTheme) => {
    queryClient.setQueryData(queryKeys.theme.one(domain), published);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.theme.versions(domain) }),
      refreshBootData(queryClient),
    ]);
  };
};

export const usePublishTheme = () => {
  const { domain } = useBootData();
  const onPublished = useOnPublished();
  return useMutation({
    mutationFn: (body: PublishThemeBody) => callApi(api.publishTheme, { query: { domain }, body }),
    onSuccess: onPublished,
  });
};

export const useRevertTheme = () => {
  const { domain } = useBootData();
  const onPublished = useOnPublished();
  return useMutation({
    mutationFn: (version: number) =>
      callApi(api.revertTheme, { params: { version }, query: { domain } }),
    onSuccess: onPublished,
  });
};
