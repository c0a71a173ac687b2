import { SearchIndex, type SharedIndex } from '@careers/search';
import { pcsxFields, type StoredPosition } from '../positions/index.ts';
import type { PositionSummary } from '../../services/search/search-indexes.ts';
import { readSummary, shareSummaries, type SharedSummaries } from './shared-summaries.ts';
import { toSearchDocument } from './to-search-document.ts';

/**
 * A tenant's index as a builder hands it to the search threads: typed arrays in
 * SharedArrayBuffers (shared, not copied, by postMessage) and the index's words and values.
 */
export type SharedTenant = { index: SharedIndex; summaries: SharedSummaries; language?: string };

/** A tenant's index as a search thread keeps it: what readers see, and how writes reach it. */
export type TenantSearch = {
  index: SearchIndex;
  summary: (positionId: number) => PositionSummary | undefined;
  put: (position: StoredPosition) => void;
  take: (positionId: number) => void;
};

/**
 * Summaries by position id. Their strings are interned: titles, departments and places repeat
 * across thousands of positions, and one copy of each keeps a large build small.
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
  const summarize = (position: StoredPosition): PositionSummary => {
    const pcsx = pcsxFields(position);
    return {
      id: position.id,
      name: intern(position.title),
      language: position.defaultLanguage,
      department: intern(position.department),
      category: intern(position.jobFamily),
      employmentType: intern(position.employmentType),
      locations: position.locations.map((location) => intern(location.displayName)),
      isRemote: position.isRemote,
      ...pcsx,
      standardizedLocations: pcsx.standardizedLocations.map(intern),
    };
  };
  return { summaries, summarize };
};

const NO_SUMMARIES = shareSummaries(new Map());

/**
 * A search thread's view of a shared tenant: the index and summaries read in place, with the
 * writes sent since it was built on top (the index copies what a write changes, the
 * summaries of written positions are kept here), until the next shared version replaces it.
 */
export const openTenantSearch = ({ index: image, summaries }: SharedTenant): TenantSearch => {
  const index = SearchIndex.fromShared(image);
  const { summarize } = createSummaries();
  // written since the build: a summary, or null for a position taken out
  const written = new Map<number, PositionSummary | null>();
  return {
    index,
    summary: (id) => {
      const own = written.get(id);
      if (own !== undefined) return own ?? undefined;
      return index.has(id) ? readSummary(summaries, id) : undefined;
    },
    put: (position) => {
      index.upsert(toSearchDocument(position));
      written.set(position.id, summarize(position));
    },
    take: (positionId) => {
      if (index.remove(positionId)) written.set(positionId, null);
    },
  };
};

/** A tenant without positions yet; its words stemmed in `language` (English without one). */
export const emptyTenantSearch = (language?: string): TenantSearch =>
  openTenantSearch({
    index: new SearchIndex({ ...(language && { language }) }).share(),
    summaries: NO_SUMMARIES,
  });

/**
 * A tenant's index built in bulk from pages of its positions, then finished into shared memory
 * in one step (in a builder thread, or in this one for tests); its words stemmed in the tenant's
 * language (its default language, English without one).
 */
export const startTenantBuild = (language?: string) => {
  const builder = SearchIndex.builder({ ...(language && { language }) });
  const { summaries, summarize } = createSummaries();
  return {
    add: (page: readonly StoredPosition[]) => {
      for (const position of page) {
        builder.add(toSearchDocument(position));
        summaries.set(position.id, summarize(position));
      }
    },
    finish: (): SharedTenant => ({
      index: builder.finish().share(),
      summaries: shareSummaries(summaries),
      ...(language && { language }),
    }),
  };
};
