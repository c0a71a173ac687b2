import {
  savedFormResponseSchema,
  submitApplicationResponseSchema,
  type FormAnswers,
} from '@careers/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { http } from '@/lib/http/index.ts';
import { applyFormQueryOptions } from './get-apply-form.ts';

/** PUT /api/pcsx/apply_form/draft : keeps the unfinished application (a draft application). */
export const saveApplicationDraft = (domain: string, positionId: number, answers: FormAnswers) =>
  http.put(
    '/api/pcsx/apply_form/draft',
    { domain, position_id: positionId, answers },
    { schema: savedFormResponseSchema.shape.data },
  );

/** POST /api/pcsx/apply : submits; invalid answers come back as 422 with a message per field. */
export const submitApplication = (
  domain: string,
  positionId: number,
  answers: FormAnswers,
  email?: string,
) =>
  http.post(
    '/api/pcsx/apply',
    { domain, position_id: positionId, answers, ...(email && { email }) },
    { schema: submitApplicationResponseSchema.shape.data },
  );

export const useSaveApplicationDraft = (positionId: number) => {
  const domain = useDomain();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: FormAnswers) => saveApplicationDraft(domain, positionId, answers),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['draft-applications'] });
    },
  });
};

export const useSubmitApplication = (positionId: number) => {
  const domain = useDomain();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ answers, email }: { answers: FormAnswers; email?: string }) =>
      submitApplication(domain, positionId, answers, email),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: applyFormQueryOptions(domain, positionId).queryKey });
      void queryClient.invalidateQueries({ queryKey: ['draft-applications'] });
      void queryClient.invalidateQueries({ queryKey: ['applications'] });
    },
  });
};
