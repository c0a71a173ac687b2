import { useQueries } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { applyFormQueryOptions } from './get-apply-form.ts';

/**
 * The other positions of a job-cart application: their names, and whether each still takes
 * applications (a closed or unknown one fails its query and is left out).
 */
export const useCartPositions = (positionIds: readonly number[]) => {
  const domain = useDomain();
  return useQueries({
    queries: positionIds.map((id) => applyFormQueryOptions(domain, id)),
    combine: (results) => ({
      isPending: results.some((result) => result.isPending),
      positions: results.flatMap((result) => (result.data ? [result.data.position] : [])),
    }),
  });
};
