export { analyze } from './analysis/analyze.ts';
export { SearchIndex } from './search-index.ts';
export type * from './types.ts';
export type { SharedIndex } from './shared-index.ts';
