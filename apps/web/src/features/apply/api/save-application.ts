import {
  savedFormResponseSchema,
  submitApplicationResponseSchema,
  type FormAnswers,
} from '@careers/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { http, isHttpError } from '@/lib/http/index.ts';
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

type Positions = readonly number[];

/** Saves the same draft for every position applied to at once (the job cart). */
export const useSaveApplicationDraft = (positionIds: Positions) => {
  const domain = useDomain();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answers: FormAnswers) => {
      for (const id of positionIds) await saveApplicationDraft(domain, id, answers);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['draft-applications'] });
    },
  });
};

/**
 * Sends one set of answers to each position in turn: the shared questions are asked once. A
 * position applied to before is skipped; any other failure stops and is reported.
 */
export const useSubmitApplications = (positionIds: Positions) => {
  const domain = useDomain();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ answers, email }: { answers: FormAnswers; email?: string }) => {
      const sent = [];
      for (const id of positionIds) {
        try {
          sent.push(await submitApplication(domain, id, answers, email));
        } catch (error) {
          if (!(isHttpError(error) && error.status === 409 && sent.length)) throw error;
        }
      }
      return sent;
    },
    onSuccess: () => {
      for (const id of positionIds)
        queryClient.removeQueries({ queryKey: applyFormQueryOptions(domain, id).queryKey });
      void queryClient.invalidateQueries({ queryKey: ['draft-applications'] });
      void queryClient.invalidateQueries({ queryKey: ['applications'] });
    },
  });
};
