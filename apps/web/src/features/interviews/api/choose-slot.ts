import { api } from '@careers/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { queryKeys } from '@/lib/data/query-keys.ts';
import { callApi } from '@/lib/http/index.ts';

/**
 * Books a slot. Success or refusal (someone took it first), the list is refreshed, so the slots
 * shown are those still free.
 */
export const useChooseSlot = (interviewId: number) => {
  const domain = useDomain();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slotId: number) =>
      callApi(api.chooseInterviewSlot, {
        params: { id: interviewId },
        query: { domain },
        body: { slot_id: slotId },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.interviews.all }),
  });
};
