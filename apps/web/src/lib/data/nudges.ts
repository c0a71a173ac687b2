import { api } from '@careers/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { callApi } from '@/lib/http/index.ts';
import { queryKeys } from './query-keys.ts';

/**
 * What the candidate should do next (the dashboard's nudges). Withdrawing, applying and deleting
 * a draft change them: refresh with `queryKeys.nudges.all`.
 */
export const nudgesQueryOptions = (domain: string) =>
  queryOptions({
    queryKey: queryKeys.nudges.list(domain),
    queryFn: async ({ signal }) =>
      (await callApi(api.listNudges, { query: { domain } }, { signal })).nudgesData,
    meta: { errorToast: false },
  });

export const useNudges = () => useQuery(nudgesQueryOptions(useDomain()));
