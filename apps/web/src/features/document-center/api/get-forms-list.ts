import { formsListResponseSchema } from '@careers/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { http } from '@/lib/http/index.ts';

/** GET /api/pcsx/forms_list : every form assigned to the candidate, with the tab counts. */
export const getFormsList = (domain: string, signal?: AbortSignal) =>
  http.get('/api/pcsx/forms_list', {
    params: { domain, include_tab_list: 'true' },
    schema: formsListResponseSchema.shape.data,
    signal,
  });

export const formsListQueryOptions = (domain: string) =>
  queryOptions({
    queryKey: ['forms-list', domain] as const,
    queryFn: ({ signal }) => getFormsList(domain, signal),
  });

export const useFormsList = () => useQuery(formsListQueryOptions(useDomain()));
