import { api, type FormAnswers } from '@careers/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useDomain } from '@/lib/boot-data/index.ts';
import { queryKeys } from '@/lib/data/query-keys.ts';
import { callApi, isHttpError } from '@/lib/http/index.ts';
import { applyFormQueryOptions } from './get-apply-form.ts';

type Positions = readonly number[];

/** Saves the same draft for every position applied to at once (the job cart). */
export const useSaveApplicationDraft = (positionIds: Positions) => {
  const domain = useDomain();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answers: FormAnswers) => {
      for (const id of positionIds)
        await callApi(api.saveApplicationDraft, { body: { domain, position_id: id, answers } });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.draftApplications.all });
    },
  });
};

/**
 * Sends one set of answers to each position in turn: the shared questions are asked once. A
 * position applied to before is skipped; any other failure stops and is reported. A referral
 * link's `referral_token` in the address goes with each application.
 */
export const useSubmitApplications = (positionIds: Positions) => {
  const domain = useDomain();
  // a referral link's token: the application counts as referred
  const [searchParams] = useSearchParams();
  const referralToken = searchParams.get('referral_token');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ answers, email }: { answers: FormAnswers; email?: string }) => {
      const sent = [];
      for (const id of positionIds) {
        try {
          const body = {
            domain,
            position_id: id,
            answers,
            ...(email && { email }),
            ...(referralToken && { referral_token: referralToken }),
          };
          sent.push(await callApi(api.submitApplication, { body }));
        } catch (error) {
          if (!(isHttpError(error) && error.status === 409 && sent.length)) throw error;
        }
      }
      return sent;
    },
    onSuccess: () => {
      for (const id of positionIds)
        queryClient.removeQueries({ queryKey: applyFormQueryOptions(domain, id).queryKey });
      void queryClient.invalidateQueries({ queryKey: queryKeys.draftApplications.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.applications.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.nudges.all });
    },
  });
};
