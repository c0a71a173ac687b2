import { savedFormResponseSchema, type FormAnswers } from '@careers/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { http } from '@/lib/http/index.ts';
import { formQueryOptions } from './get-form.ts';

type Action = 'draft' | 'submit';

/** PUT .../draft keeps a draft; POST .../submit submits (422 with per-field errors when invalid). */
export const saveFormAnswers = (
  domain: string,
  formId: string,
  action: Action,
  answers: FormAnswers,
) => {
  const path = `/api/pcsx/forms/${encodeURIComponent(formId)}/${action}`;
  const body = { domain, answers };
  const options = { schema: savedFormResponseSchema.shape.data };
  return action === 'draft' ? http.put(path, body, options) : http.post(path, body, options);
};

export const useSaveFormAnswers = (formId: string, action: Action) => {
  const domain = useDomain();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: FormAnswers) => saveFormAnswers(domain, formId, action, answers),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: formQueryOptions(domain, formId).queryKey });
      void queryClient.invalidateQueries({ queryKey: ['forms-list', domain] });
    },
  });
};
