import { api } from '@careers/shared';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getInitialPageParams } from '@/lib/boot-data/page-params.ts';
import { callApi, STALE_TIME } from '@/lib/http/index.ts';
import { queryKeys } from './query-keys.ts';

/**
 * The user, tenant configuration and language the shell needs before it renders. Refresh it
 * (`refreshBootData`) after sign-in, sign-out, terms attestation or bootstrapping.
 */
export const bootDataQueryOptions = (
  domain: string | undefined = getInitialPageParams().domain,
  hl: string | undefined = getInitialPageParams().hl,
) =>
  queryOptions({
    queryKey: queryKeys.bootData.one(domain ?? null, hl ?? null),
    queryFn: ({ signal }) => callApi(api.getBootData, { query: { domain, hl } }, { signal }),
    staleTime: STALE_TIME.fiveMinutes,
    retry: 1,
  });

/** Whether a cached query is the boot data (it has its own error screen, and outlives sign-out). */
export const isBootDataQuery = (queryKey: readonly unknown[]) =>
  queryKey[0] === queryKeys.bootData.all[0];

/** Fetches the boot data afresh; resolves once the shell knows the new state. */
export const refreshBootData = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: queryKeys.bootData.all });
