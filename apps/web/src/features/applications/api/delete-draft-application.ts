import { deleteDraftApplicationsResponseSchema, type DraftApplication } from '@careers/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDomain } from '@/lib/boot-data/index.ts';
import { http } from '@/lib/http/index.ts';
import { toast } from '@/lib/toast/index.ts';
import { draftApplicationsQueryOptions } from './get-draft-applications.ts';

/** DELETE /api/pcsx/draft_applications : body position_ids (list). */
export const deleteDraftApplications = (domain: string, positionIds: number[]) =>
  http.delete(
    '/api/pcsx/draft_applications',
    { domain, position_ids: positionIds },
    { schema: deleteDraftApplicationsResponseSchema.shape.data },
  );

/**
 * Deletes a draft optimistically (spec 001 section 4): it leaves the list at once and comes back
 * if the call fails, with 'Failed to delete draft application'.
 */
export const useDeleteDraftApplication = () => {
  const domain = useDomain();
  const { t } = useTranslation('applications');
  const queryClient = useQueryClient();
  const { queryKey } = draftApplicationsQueryOptions(domain);
  return useMutation({
    mutationFn: (positionId: number) => deleteDraftApplications(domain, [positionId]),
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
