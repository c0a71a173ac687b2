import { formDefinitionSchema, formResponseSchema } from '@careers/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { http } from '@/lib/http/index.ts';

/** GET /api/pcsx/forms/{formId} : the form, with the candidate's draft or last submission. */
export const getForm = async (domain: string, formId: string, signal?: AbortSignal) => {
  const data = await http.get(`/api/pcsx/forms/${encodeURIComponent(formId)}`, {
    params: { domain },
    schema: formResponseSchema.shape.data,
    signal,
  });
  return {
    ...data,
    form: { ...data.form, definition: formDefinitionSchema.parse(data.form.definition) },
  };
};

export const formQueryOptions = (domain: string, formId: string) =>
  queryOptions({
    queryKey: ['form', domain, formId] as const,
    queryFn: ({ signal }) => getForm(domain, formId, signal),
    // a 401 or 404 will not change by asking again
    retry: false,
  });

export const useForm = (formId: string) => {
  const domain = useDomain();
  return useQuery({ ...formQueryOptions(domain, formId), enabled: formId !== '' });
};
