import { api, type SiteSettings, type VersionedSiteSettings } from '@careers/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBootData } from '@/lib/boot-data/index.ts';
import { refreshBootData } from '@/lib/data/boot-data.ts';
import { queryKeys } from '@/lib/data/query-keys.ts';
import { callApi } from '@/lib/http/index.ts';

const siteSettingsQueryOptions = (domain: string) =>
  queryOptions({
    queryKey: queryKeys.employer.siteSettings(domain),
    queryFn: ({ signal }) => callApi(api.getSiteSettings, { query: { domain } }, { signal }),
    // What another admin saved shows on the next visit; a stale save is refused anyway (409).
    staleTime: 0,
    meta: { errorToast: false },
  });

export const useSiteSettings = () => {
  const { domain } = useBootData();
  return useQuery(siteSettingsQueryOptions(domain));
};

/** Saves the settings from the version they were read at; the page's boot data then reloads. */
export const useSaveSiteSettings = () => {
  const { domain } = useBootData();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, settings }: { version: number; settings: SiteSettings }) =>
      callApi(api.saveSiteSettings, { query: { domain }, body: { version, settings } }),
    onSuccess: async (saved: VersionedSiteSettings) => {
      queryClient.setQueryData(queryKeys.employer.siteSettings(domain), saved);
      await refreshBootData(queryClient);
    },
  });
};
