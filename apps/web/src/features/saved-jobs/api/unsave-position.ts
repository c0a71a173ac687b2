import { savePositionResponseSchema, type SavedPosition } from '@careers/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBootData } from '@/lib/boot-data/index.ts';
import { http } from '@/lib/http/index.ts';
import { SAVED_POSITIONS_KEY } from './get-saved-positions.ts';

/** POST /api/pcsx/positions/saved with isSaved false : removes a saved position. */
export const unsavePosition = (domain: string, positionId: number) =>
  http.post(
    '/api/pcsx/positions/saved',
    { position_id: positionId, isSaved: false, domain },
    { schema: savePositionResponseSchema.shape.data },
  );

/** Removes the position from the list at once and puts it back if the call fails. */
export const useUnsavePosition = () => {
  const { domain } = useBootData();
  const queryClient = useQueryClient();
  const key = [SAVED_POSITIONS_KEY, domain] as const;
  return useMutation({
    mutationFn: (positionId: number) => unsavePosition(domain, positionId),
    onMutate: async (positionId) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<{ positions: SavedPosition[] }>(key);
      if (previous)
        queryClient.setQueryData(key, {
          positions: previous.positions.filter((position) => position.id !== positionId),
        });
      return { previous };
    },
    onError: (_error, _positionId, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['position-details'] });
    },
  });
};
