export { readSearch, readSearchToKeep } from './read-search.ts';
export { createSearchIndexes } from './search-indexes.ts';
export { runSearchTask } from './search-tasks.ts';
export { searchRoutes } from './search.routes.ts';
