import { api } from '@careers/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { callApi } from '@/lib/http/index.ts';
import { queryKeys } from './query-keys.ts';

/**
 * The candidate's applications (those under way, and those that are over) and unfinished ones.
 * Applying refreshes both: `queryKeys.applications.all` and `queryKeys.draftApplications.all`.
 */
export const applicationsQueryOptions = (domain: string) =>
  queryOptions({
    queryKey: queryKeys.applications.list(domain),
    queryFn: ({ signal }) => callApi(api.listApplications, { query: { domain } }, { signal }),
  });

export const useApplications = () => useQuery(applicationsQueryOptions(useDomain()));

export const draftApplicationsQueryOptions = (domain: string) =>
  queryOptions({
    queryKey: queryKeys.draftApplications.list(domain),
    queryFn: async ({ signal }) =>
      (await callApi(api.listDraftApplications, { query: { domain } }, { signal }))
        .draft_applications,
  });

export const useDraftApplications = () => useQuery(draftApplicationsQueryOptions(useDomain()));
