import { api } from '@careers/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { queryKeys } from '@/lib/data/query-keys.ts';
import { callApi } from '@/lib/http/index.ts';

/** The analytics report over the last `days` days; the previous period stays shown while it loads. */
export const useAnalyticsReport = (days: number) => {
  const domain = useDomain();
  return useQuery({
    queryKey: queryKeys.employer.analytics(domain, days),
    queryFn: ({ signal }) =>
      callApi(api.getAnalyticsReport, { query: { domain, days } }, { signal }),
    placeholderData: keepPreviousData,
  });
};
