import { findMarkers } from './query/markers.ts';
import { type IndexParts, runSearch } from './query/run-search.ts';
import { Scratch } from './query/scratch.ts';
import { DocTable } from './store/doc-table.ts';
import { FacetTable } from './store/facet-table.ts';
import { ownArrays } from './store/growable.ts';
import { DocumentIndexer, type Stores } from './store/index-document.ts';
import { LocationTable } from './store/location-table.ts';
import { TermDictionary } from './store/term-dictionary.ts';
import { analyzerFor } from './analysis/languages.ts';
import { SuggestIndex } from './suggest/suggest-index.ts';
import type { SharedIndex } from './shared-index.ts';
import type {
  IndexOptions,
  GeoBounds,
  MapMarker,
  SearchDocument,
  SearchQuery,
  SearchResult,
  Suggestion,
  SuggestQuery,
} from './types.ts';

// Removed documents stay as tombstones until they are this many and a quarter of all.
const COMPACT_MIN_DEAD = 1024;

const checkDocument = (document: SearchDocument) => {
  if (!Number.isSafeInteger(document.id) || document.id <= 0) {
    throw new TypeError(`A document id must be a positive integer, not ${document.id}`);
  }
  if (!Number.isFinite(document.postedAt)) {
    throw new TypeError(`Document ${document.id} has no valid postedAt`);
  }
};

/** The in-memory job search engine (see README.md). Not thread-safe; queries are synchronous. */
export class SearchIndex {
  private stores: Stores;
  private readonly indexer = new DocumentIndexer();
  private liveCache: Int32Array | null = null;
  private parts: IndexParts;
  /** Read from shared memory that other threads read too: the first write copies it (own). */
  private isShared = false;

  /** `language`: the postings' language (a BCP 47 tag), for stemming and stop words. */
  constructor(options: IndexOptions = {}) {
    this.stores = {
      dict: new TermDictionary(analyzerFor(options.language)),
      docs: new DocTable(),
      locations: new LocationTable(),
      facets: new FacetTable(),
      suggestions: new SuggestIndex(),
    };
    this.parts = this.partsOf(this.stores);
  }

  /**
   * An index that reads `image` (from `share`, possibly built in another thread) in place:
   * postings and columns stay in the shared buffers, so N threads hold one copy. Writes are this
   * index's own: the first copies the counts and columns it changes (not the postings), and
   * other readers of the image never see them.
   */
  static fromShared(shared: SharedIndex): SearchIndex {
    // The plain parts (words, values, suggestion entries) become this index's own: a clone
    // keeps the buffers shared. A worker's copy is a clone already; an in-thread one is not.
    const image = structuredClone(shared);
    const index = new SearchIndex();
    index.stores = {
      dict: TermDictionary.fromImage(image.dict),
      docs: DocTable.fromImage(image.docs),
      locations: LocationTable.fromImage(image.locations),
      facets: FacetTable.fromImage(image.facets),
      suggestions: SuggestIndex.fromImage(image.suggestions),
    };
    index.parts = index.partsOf(index.stores);
    index.isShared = true;
    return index;
  }

  /** The language the index stems and drops stop words in ('en', 'de', …; 'ja:fold': folded only). */
  get language(): string {
    return this.stores.dict.analyzer.language;
  }

  /**
   * Bulk build: adds every document (a repeated id replaces the earlier one) with postings
   * written in bulk (see BulkPostings). Streams: a generator's documents are not kept.
   */
  static build(documents: Iterable<SearchDocument>, options: IndexOptions = {}): SearchIndex {
    const builder = SearchIndex.builder(options);
    for (const document of documents) builder.add(document);
    return builder.finish();
  }

  /**
   * `build` one document at a time, for documents that arrive in pages (from a database). The
   * index must not be used before `finish`.
   */
  static builder(options: IndexOptions = {}): {
    add: (document: SearchDocument) => void;
    finish: () => SearchIndex;
  } {
    const index = new SearchIndex(options);
    const { dict, docs, facets, suggestions } = index.stores;
    return {
      add: (document) => {
        // A repeated id flushes the bulk postings (removal needs them in place); it is rare.
        dict.beginBulk();
        index.upsert(document);
      },
      finish: () => {
        dict.endBulk();
        if (docs.live < docs.count) index.compact();
        docs.trim();
        facets.trim(docs.count);
        suggestions.trim(docs.count);
        return index;
      },
    };
  }

  /**
   * The index in SharedArrayBuffers plus plain data (structured-cloneable), for `fromShared` in
   * any thread; postMessage shares the buffers instead of copying them. Compacts first. The
   * index itself is unchanged and may go on taking writes.
   */
  share(): SharedIndex {
    const { dict, docs, locations, facets, suggestions } = this.stores;
    dict.endBulk();
    if (docs.live < docs.count) this.compact();
    return {
      dict: dict.share(),
      docs: docs.share(),
      locations: locations.share(docs.count),
      facets: facets.share(docs.count),
      suggestions: suggestions.share(docs.count),
    };
  }

  upsert(document: SearchDocument): void {
    checkDocument(document);
    this.own();
    const existing = this.stores.docs.docOfId.get(document.id);
    if (existing !== undefined) this.indexer.remove(this.stores, existing);
    this.indexer.add(this.stores, document);
    this.liveCache = null;
    this.compactIfWorthIt();
  }

  remove(id: number): boolean {
    const doc = this.stores.docs.docOfId.get(id);
    if (doc === undefined) return false;
    this.own();
    this.indexer.remove(this.stores, doc);
    this.liveCache = null;
    this.compactIfWorthIt();
    return true;
  }

  has(id: number): boolean {
    return this.stores.docs.docOfId.has(id);
  }

  get size(): number {
    return this.stores.docs.live;
  }

  search(query: SearchQuery): SearchResult {
    return runSearch(this.parts, query);
  }

  suggestQueries(query: SuggestQuery): Suggestion[] {
    return this.suggest('query', query);
  }

  suggestLocations(query: SuggestQuery): Suggestion[] {
    return this.suggest('location', query);
  }

  markers(query: SearchQuery & { bounds: GeoBounds }): MapMarker[] {
    return findMarkers(this.parts, query);
  }

  stats(): { documents: number; terms: number; postingBytes: number } {
    const { dict, docs } = this.stores;
    let terms = 0;
    for (let term = 0; term < dict.terms.length; term++) if (dict.df[term]! > 0) terms++;
    return { documents: docs.live, terms, postingBytes: dict.postingBytes() };
  }

  /**
   * Drops removed documents for good and packs the postings. Runs by itself once tombstones are
   * many; results never change, only memory and speed.
   */
  compact(): void {
    this.own();
    const { dict, docs, locations, facets, suggestions } = this.stores;
    dict.endBulk();
    const oldCount = docs.count;
    const remap = new Int32Array(oldCount);
    let next = 0;
    for (let doc = 0; doc < oldCount; doc++) remap[doc] = docs.isAlive[doc] ? next++ : -1;
    dict.compact(remap);
    locations.compact(remap, oldCount, next);
    facets.compact(remap, oldCount, next);
    suggestions.compact(remap, oldCount, next);
    docs.compact(remap, next);
    this.liveCache = null;
  }

  /** Private copies of what writes change in place, once, when the index reads shared memory. */
  private own() {
    if (!this.isShared) return;
    this.isShared = false;
    const { dict, docs, locations, facets, suggestions } = this.stores;
    dict.own();
    docs.own();
    ownArrays(locations);
    facets.own();
    ownArrays(suggestions);
  }

  private partsOf(stores: Stores): IndexParts {
    return {
      ...stores,
      scratch: new Scratch(),
      liveDocs: () => (this.liveCache ??= this.collectLive()),
    };
  }

  private compactIfWorthIt() {
    const { docs } = this.stores;
    const dead = docs.count - docs.live;
    if (dead >= COMPACT_MIN_DEAD && dead * 4 >= docs.count) this.compact();
  }

  private collectLive() {
    const { docs } = this.stores;
    const live = new Int32Array(docs.live);
    let next = 0;
    for (let doc = 0; doc < docs.count; doc++) if (docs.isAlive[doc]) live[next++] = doc;
    return live;
  }

  private suggest(group: 'query' | 'location', query: SuggestQuery) {
    const { locations } = this.stores;
    return this.stores.suggestions.suggest(
      group,
      query,
      (point) => locations.pointKeys[point]!,
      (point) => ({ lat: locations.pointLat[point]!, lng: locations.pointLng[point]! }),
    );
  }
}
