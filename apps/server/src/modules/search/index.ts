export { readSearch } from './read-search.ts';
export { createSearchIndexes } from './search-indexes.ts';
export { searchPositions } from './search-positions.ts';
export { searchRoutes } from './search.routes.ts';
