import { bootDataSchema, type BootData } from '@careers/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { http, STALE_TIME } from '@/lib/http/index.ts';
import { getInitialPageParams } from './page-params.ts';

export const BOOT_DATA_QUERY_KEY = 'boot-data';

/**
 * GET /api/pcsx/boot_data?domain=&hl= : the user, tenant configuration and language the shell
 * needs before it renders. The key starts with 'boot-data': invalidate `[BOOT_DATA_QUERY_KEY]`
 * after sign-in, sign-out, terms attestation or bootstrapping.
 */
export const bootDataQueryOptions = (
  domain: string | undefined = getInitialPageParams().domain,
  hl: string | undefined = getInitialPageParams().hl,
) =>
  queryOptions({
    queryKey: [BOOT_DATA_QUERY_KEY, { domain: domain ?? null, hl: hl ?? null }] as const,
    queryFn: ({ signal }): Promise<BootData> =>
      http.get('/api/pcsx/boot_data', {
        params: { domain, hl },
        schema: bootDataSchema,
        signal,
      }),
    staleTime: STALE_TIME.fiveMinutes,
    retry: 1,
  });

/** The boot data of the page. The shell loads it before rendering routes, so this never waits. */
export const useBootData = (): BootData => useSuspenseQuery(bootDataQueryOptions()).data;

/** The tenant of the page, for links (`?domain=`) and requests. */
export const useDomain = (): string => useBootData().domain;

export { getInitialPageParams } from './page-params.ts';
