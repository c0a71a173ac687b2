import { api } from '@careers/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { callApi } from '@/lib/http/index.ts';
import { queryKeys } from './query-keys.ts';

/**
 * Every form assigned to the candidate, with the tab counts. Saving or submitting a form changes
 * its status here: refresh with `queryKeys.formsList.all`.
 */
export const formsListQueryOptions = (domain: string) =>
  queryOptions({
    queryKey: queryKeys.formsList.list(domain),
    queryFn: ({ signal }) =>
      callApi(api.listForms, { query: { domain, include_tab_list: 'true' } }, { signal }),
  });

export const useFormsList = () => useQuery(formsListQueryOptions(useDomain()));
