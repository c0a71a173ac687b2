import { api } from '@careers/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { queryKeys } from '@/lib/data/query-keys.ts';
import { callApi } from '@/lib/http/index.ts';

/** The application form for a position, prefilled, with the draft. */
export const applyFormQueryOptions = (domain: string, positionId: number) =>
  queryOptions({
    queryKey: queryKeys.applyForm.one(domain, positionId),
    queryFn: ({ signal }) =>
      callApi(api.getApplyForm, { query: { domain, position_id: positionId } }, { signal }),
    retry: false,
  });

export const useApplyForm = (positionId: number | undefined) => {
  const domain = useDomain();
  return useQuery({
    ...applyFormQueryOptions(domain, positionId ?? 0),
    enabled: positionId !== undefined,
  });
};
