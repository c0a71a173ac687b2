import type { PositionDetailsResult, SearchPosition, SearchResultData } from '@careers/shared';
import { useQuery } from '@tanstack/react-query';
import { useBootData } from '@/lib/boot-data/index.ts';
import { positionDetailsQueryOptions } from '@/lib/data/position-details.ts';

const toSummary = ({ position }: PositionDetailsResult): SearchPosition => ({
  id: position.id,
  name: position.name,
  department: position.department,
  category: position.category,
  employmentType: position.employmentType,
  locations: position.locations.map((place) => place.name),
  postedTs: position.postedTs,
  isRemote: position.isRemote,
});

/**
 * The position the address names (`pid`), for the panel beside the results: from the page of
 * results when it is there, else from its own details, so a shared link whose position is on
 * another page (or matches nothing of this search) still shows it.
 */
export const useSelectedPosition = (
  data: SearchResultData | undefined,
  pid: number | undefined,
  queriedLocation: string,
): SearchPosition | undefined => {
  const { domain, language } = useBootData();
  const onPage = data?.positions.find((position) => position.id === pid);
  const details = useQuery({
    ...positionDetailsQueryOptions(domain, language, pid ?? 0, queriedLocation),
    enabled: pid !== undefined && data !== undefined && !onPage,
  });
  if (onPage) return onPage;
  return pid !== undefined && details.data?.position.id === pid
    ? toSummary(details.data)
    : undefined;
};
