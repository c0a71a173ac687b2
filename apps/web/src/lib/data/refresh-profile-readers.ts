import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys.ts';

/**
 * Everything the server computes from the profile: its analysis, the match of every position,
 * the apply form's prefill, the boot data's user (names), the search results (ranked for the
 * candidate) and the open position with its insights.
 */
export const useRefreshProfileReaders = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        queryKeys.profile.all,
        queryKeys.bootData.all,
        queryKeys.matchDetails.all,
        queryKeys.applyForm.all,
        queryKeys.search.all,
        queryKeys.positionDetails.all,
        queryKeys.positionInsights.all,
      ].map((queryKey) =>
        queryClient.invalidateQueries({
          queryKey,
          // The profile itself was just replaced by the server's answer.
          predicate: (query) => query.queryKey[2] !== 'details',
        }),
      ),
    );
};
