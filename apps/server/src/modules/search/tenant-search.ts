import type { SearchIndex } from '@careers/search';
import type { SearchPosition } from '@careers/shared';
import type { StoredPosition } from '../positions/read-positions.ts';
import { toSearchDocument } from './to-search-document.ts';

/** What a result list shows of a position, kept beside the index so a page needs no query. */
export type PositionSummary = Omit<SearchPosition, 'distanceKm'>;

export type TenantSearch = {
  index: SearchIndex;
  summaries: Map<number, PositionSummary>;
  put: (position: StoredPosition) => void;
  take: (positionId: number) => void;
};

/**
 * One tenant's index and summaries. Summary strings are interned: titles, departments and
 * places repeat across thousands of positions, and one copy of each keeps a large index small.
 */
export const createTenantSearch = (index: SearchIndex): TenantSearch => {
  const summaries = new Map<number, PositionSummary>();
  const strings = new Map<string, string>();
  const intern = (value: string) => {
    const known = strings.get(value);
    if (known !== undefined) return known;
    strings.set(value, value);
    return value;
  };

  const put = (position: StoredPosition) => {
    index.upsert(toSearchDocument(position));
    summaries.set(position.id, {
      id: position.id,
      name: intern(position.title),
      department: intern(position.department),
      category: intern(position.jobFamily),
      employmentType: intern(position.employmentType),
      locations: position.locations.map((location) => intern(location.displayName)),
      postedTs: Math.floor(position.postedAt.getTime() / 1000),
      isRemote: position.isRemote,
    });
  };

  const take = (positionId: number) => {
    index.remove(positionId);
    summaries.delete(positionId);
  };

  return { index, summaries, put, take };
};
