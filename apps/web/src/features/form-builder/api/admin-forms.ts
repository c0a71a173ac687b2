import { api, type AdminFormBody } from '@careers/shared';
import { useMutation } from '@tanstack/react-query';
import { useBootData } from '@/lib/boot-data/index.ts';
import { callApi } from '@/lib/http/index.ts';

/** Creates the form or replaces it (keyed by its form id). */
export const useSaveForm = () => {
  const { domain } = useBootData();
  return useMutation({
    mutationFn: (body: AdminFormBody) =>
      callApi(api.saveFormDefinition, { query: { domain }, body }),
  });
};

/** Assigns a saved form to a candidate by email: it opens in their forms centre. */
export const useAssignForm = () => {
  const { domain } = useBootData();
  return useMutation({
    mutationFn: ({ formId, email }: { formId: string; email: string }) =>
      callApi(api.assignForm, { params: { formId }, query: { domain }, body: { email } }),
  });
};
