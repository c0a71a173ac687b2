import { api, type FormAnswers } from '@careers/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { queryKeys } from '@/lib/data/query-keys.ts';
import { callApi } from '@/lib/http/index.ts';
import { formQueryOptions } from './get-form.ts';

type Action = 'draft' | 'submit';

/** A draft is kept as it is; a submission is checked (422 with a message per field when invalid). */
const saveFormAnswers = (domain: string, formId: string, action: Action, answers: FormAnswers) => {
  const input = { params: { formId }, body: { domain, answers } };
  return action === 'draft' ? callApi(api.saveFormDraft, input) : callApi(api.submitForm, input);
};

/** Saves or submits the answers; the form and the forms centre then show its new status. */
export const useSaveFormAnswers = (formId: string, action: Action) => {
  const domain = useDomain();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: FormAnswers) => saveFormAnswers(domain, formId, action, answers),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: formQueryOptions(domain, formId).queryKey });
      void queryClient.invalidateQueries({ queryKey: queryKeys.formsList.list(domain) });
    },
  });
};
