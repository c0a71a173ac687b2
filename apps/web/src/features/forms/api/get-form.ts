import { api } from '@careers/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { queryKeys } from '@/lib/data/query-keys.ts';
import { callApi } from '@/lib/http/index.ts';

/** One form, with the candidate's draft or last submission. */
export const formQueryOptions = (domain: string, formId: string) =>
  queryOptions({
    queryKey: queryKeys.forms.one(domain, formId),
    queryFn: ({ signal }) =>
      callApi(api.getForm, { params: { formId }, query: { domain } }, { signal }),
    // a 401 or 404 will not change by asking again
    retry: false,
  });

export const useForm = (formId: string) => {
  const domain = useDomain();
  return useQuery({ ...formQueryOptions(domain, formId), enabled: formId !== '' });
};
