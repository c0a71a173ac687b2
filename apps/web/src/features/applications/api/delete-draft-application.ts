import { api, type DraftApplication } from '@careers/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { draftApplicationsQueryOptions } from '@/lib/data/applications.ts';
import { callApi } from '@/lib/http/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { toast } from '@/lib/toast/index.ts';

/**
 * Deletes a draft optimistically: it leaves the list at once and comes back, with 'Failed to
 * delete draft application', if the call fails.
 */
export const useDeleteDraftApplication = () => {
  const domain = useDomain();
  const { t } = useTranslation('applications');
  const queryClient = useQueryClient();
  const { queryKey } = draftApplicationsQueryOptions(domain);
  return useMutation({
    mutationFn: (positionId: number) =>
      callApi(api.deleteDraftApplications, { body: { domain, position_ids: [positionId] } }),
    onMutate: async (positionId) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<DraftApplication[]>(queryKey);
      queryClient.setQueryData<DraftApplication[]>(queryKey, (drafts) =>
        drafts?.filter((draft) => draft.position_id !== positionId),
      );
      return { previous };
    },
    onError: (_error, _positionId, context) => {
      queryClient.setQueryData(queryKey, context?.previous);
      toast.error(t('drafts.deleteFailed'));
    },
    onSuccess: () => toast.success(t('drafts.deleted')),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
};
