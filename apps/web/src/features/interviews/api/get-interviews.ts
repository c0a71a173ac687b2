import { api } from '@careers/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { queryKeys } from '@/lib/data/query-keys.ts';
import { callApi } from '@/lib/http/index.ts';

/** The candidate's interviews: upcoming and past. */
export const interviewsQueryOptions = (domain: string) =>
  queryOptions({
    queryKey: queryKeys.interviews.list(domain),
    queryFn: ({ signal }) => callApi(api.listInterviews, { query: { domain } }, { signal }),
  });

export const useInterviews = () => useQuery(interviewsQueryOptions(useDomain()));
