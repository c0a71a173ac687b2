import { api, type PositionDetailsResult, type SavedPosition } from '@careers/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBootData } from '@/lib/boot-data/index.ts';
import { callApi, STALE_TIME } from '@/lib/http/index.ts';
import { queryKeys } from './query-keys.ts';

/** The candidate's saved positions, newest first. */
export const savedPositionsQueryOptions = (domain: string) =>
  queryOptions({
    queryKey: queryKeys.savedPositions.list(domain),
    queryFn: ({ signal }) => callApi(api.listSavedPositions, { query: { domain } }, { signal }),
    staleTime: STALE_TIME.thirtySeconds,
    meta: { errorToast: false },
  });

export const useSavedPositions = () => {
  const { domain } = useBootData();
  return useQuery(savedPositionsQueryOptions(domain));
};

const savePosition = (domain: string, positionId: number, isSaved: boolean) =>
  callApi(api.savePosition, { body: { position_id: positionId, isSaved, domain } });

/**
 * Saves or unsaves one position: every cached copy of the position shows the new state at once,
 * and the saved list is fetched afresh.
 */
export const useSavePosition = (positionId: number) => {
  const { domain } = useBootData();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isSaved: boolean) => savePosition(domain, positionId, isSaved),
    onSuccess: ({ isSaved }) => {
      queryClient.setQueriesData<PositionDetailsResult>(
        { queryKey: queryKeys.positionDetails.ofTenant(domain) },
        (current) =>
          current?.position.id === positionId
            ? { ...current, position: { ...current.position, positionUserActions: { isSaved } } }
            : current,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.savedPositions.all });
    },
  });
};

/** Removes a position from the saved list at once, and puts it back if the call fails. */
export const useUnsavePosition = () => {
  const { domain } = useBootData();
  const queryClient = useQueryClient();
  const key = queryKeys.savedPositions.list(domain);
  return useMutation({
    mutationFn: (positionId: number) => savePosition(domain, positionId, false),
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
      void queryClient.invalidateQueries({ queryKey: queryKeys.positionDetails.all });
    },
  });
};
