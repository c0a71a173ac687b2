import type { DocTableImage } from './store/doc-table.ts';
import type { FacetTableImage } from './store/facet-table.ts';
import type { LocationTableImage } from './store/location-table.ts';
import type { TermDictionaryImage } from './store/term-dictionary.ts';
import type { SuggestIndexImage } from './suggest/suggest-index.ts';

/**
 * An index as `SearchIndex.share` hands it to other threads: typed arrays in SharedArrayBuffers
 * (shared, not copied, by postMessage) and plain data (cloned). Opaque: pass it to
 * `SearchIndex.fromShared`.
 */
export type SharedIndex = {
  dict: TermDictionaryImage;
  docs: DocTableImage;
  locations: LocationTableImage;
  facets: FacetTableImage;
  suggestions: SuggestIndexImage;
};
