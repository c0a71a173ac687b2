export { loadChunk } from './load-chunk.ts';
