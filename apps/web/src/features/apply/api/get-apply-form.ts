import { applyFormResponseSchema, formDefinitionSchema } from '@careers/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { http } from '@/lib/http/index.ts';

/** GET /api/pcsx/apply_form : the application form for a position, prefilled, with the draft. */
export const getApplyForm = async (domain: string, positionId: number, signal?: AbortSignal) => {
  const data = await http.get('/api/pcsx/apply_form', {
    params: { domain, position_id: positionId },
    schema: applyFormResponseSchema.shape.data,
    signal,
  });
  return {
    ...data,
    form: { ...data.form, definition: formDefinitionSchema.parse(data.form.definition) },
  };
};

export const applyFormQueryOptions = (domain: string, positionId: number) =>
  queryOptions({
    queryKey: ['apply-form', domain, positionId] as const,
    queryFn: ({ signal }) => getApplyForm(domain, positionId, signal),
    retry: false,
  });

export const useApplyForm = (positionId: number | undefined) => {
  const domain = useDomain();
  return useQuery({
    ...applyFormQueryOptions(domain, positionId ?? 0),
    enabled: positionId !== undefined,
  });
};
