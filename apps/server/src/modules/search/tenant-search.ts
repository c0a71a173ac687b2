import { SearchIndex } from '@careers/search';
import { pcsxFields, type StoredPosition } from '../positions/index.ts';
import type { PositionSummary } from '../../services/search/search-indexes.ts';
import { toSearchDocument } from './to-search-document.ts';

/** A tenant's index as the search module keeps it: what readers see, and how writes reach it. */
export type TenantSearch = {
  index: SearchIndex;
  summaries: Map<number, PositionSummary>;
  put: (position: StoredPosition) => void;
  take: (positionId: number) => void;
};

/**
 * Summaries by position id. Their strings are interned: titles, departments and places repeat
 * across thousands of positions, and one copy of each keeps a large index small.
 */
const createSummaries = () => {
  const summaries = new Map<number, PositionSummary>();
  const strings = new Map<string, string>();
  const intern = (value: string) => {
    const known = strings.get(value);
    if (known !== undefined) return known;
    strings.set(value, value);
    return value;
  };
  const summarize = (position: StoredPosition) => {
    const pcsx = pcsxFields(position);
    summaries.set(position.id, {
      id: position.id,
      name: intern(position.title),
      department: intern(position.department),
      category: intern(position.jobFamily),
      employmentType: intern(position.employmentType),
      locations: position.locations.map((location) => intern(location.displayName)),
      isRemote: position.isRemote,
      ...pcsx,
      standardizedLocations: pcsx.standardizedLocations.map(intern),
    });
  };
  return { summaries, summarize };
};

const tenantSearchOf = (
  index: SearchIndex,
  { summaries, summarize }: ReturnType<typeof createSummaries>,
): TenantSearch => ({
  index,
  summaries,
  put: (position) => {
    index.upsert(toSearchDocument(position));
    summarize(position);
  },
  take: (positionId) => {
    index.remove(positionId);
    summaries.delete(positionId);
  },
});

/** A tenant without positions yet. */
export const emptyTenantSearch = (language?: string): TenantSearch =>
  tenantSearchOf(new SearchIndex({ ...(language && { language }) }), createSummaries());

/**
 * A tenant's index built in bulk from pages of its positions, then finished in one step; its
 * words stemmed in the tenant's language (its default language, English without one).
 */
export const startTenantSearch = (language?: string) => {
  const builder = SearchIndex.builder({ ...(language && { language }) });
  const summaries = createSummaries();
  return {
    add: (page: readonly StoredPosition[]) => {
      for (const position of page) {
        builder.add(toSearchDocument(position));
        summaries.summarize(position);
      }
    },
    finish: (): TenantSearch => tenantSearchOf(builder.finish(), summaries),
  };
};
