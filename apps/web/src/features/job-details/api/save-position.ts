import { savePositionResponseSchema, type PositionDetailsResult } from '@careers/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBootData } from '@/lib/boot-data/index.ts';
import { http } from '@/lib/http/index.ts';
import { POSITION_DETAILS_KEY } from './get-position-details.ts';

/** POST /api/pcsx/positions/saved : saves or unsaves a position for the signed-in candidate. */
export const savePosition = (domain: string, positionId: number, isSaved: boolean) =>
  http.post(
    '/api/pcsx/positions/saved',
    { position_id: positionId, isSaved, domain },
    { schema: savePositionResponseSchema.shape.data },
  );

/** Saving sets `positionUserActions.isSaved` on every cached copy of the position. */
export const useSavePosition = (positionId: number) => {
  const { domain } = useBootData();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isSaved: boolean) => savePosition(domain, positionId, isSaved),
    onSuccess: ({ isSaved }) => {
      queryClient.setQueriesData<PositionDetailsResult>(
        { queryKey: [POSITION_DETAILS_KEY, domain] },
        (current) =>
          current?.position.id === positionId
            ? {
                ...current,
                position: { ...current.position, positionUserActions: { isSaved } },
              }
            : current,
      );
      void queryClient.invalidateQueries({ queryKey: ['saved-positions'] });
    },
  });
};
