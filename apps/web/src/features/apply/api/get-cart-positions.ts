import { useQueries } from '@tanstack/react-query';
import { useBootData } from '@/lib/boot-data/index.ts';
import { positionDetailsQueryOptions } from '@/lib/data/position-details.ts';

/**
 * The other positions of a job-cart application: their names, from the positions the job pages
 * and the cart already read. A closed or unknown one fails its query and is left out.
 */
export const useCartPositions = (positionIds: readonly number[]) => {
  const { domain, language } = useBootData();
  return useQueries({
    queries: positionIds.map((id) => ({
      ...positionDetailsQueryOptions(domain, language, id),
      retry: false,
    })),
    combine: (results) => ({
      isPending: results.some((result) => result.isPending),
      positions: results.flatMap((result) =>
        result.data ? [{ id: result.data.position.id, name: result.data.position.name }] : [],
      ),
    }),
  });
};
