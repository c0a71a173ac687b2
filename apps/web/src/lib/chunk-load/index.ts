export { ChunkLoadError, loadChunk } from './load-chunk.ts';
export type { ChunkLoadErrorType } from './load-chunk.ts';
