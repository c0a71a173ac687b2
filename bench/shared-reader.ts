// A reader thread of the shared-memory measurement (shared-side.ts): opens the shared index in
// place, reports what it holds of its own, and on request writes once (its overlay copies).
import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { SearchIndex, type SearchDocument, type SharedIndex } from '@careers/search';

const MB = 1024 * 1024;
const heapMb = () => {
  globalThis.gc?.();
  globalThis.gc?.();
  return getHeapStatistics().used_heap_size / MB;
};
const arrayBuffersMb = () => {
  globalThis.gc?.();
  return process.memoryUsage().arrayBuffers / MB;
};

let index: SearchIndex | undefined;
const before = heapMb();
parentPort!.on(
  'message',
  (message: { image: SharedIndex } | { write: SearchDocument } | { query: string }) => {
    if ('image' in message) {
      const started = performance.now();
      index = SearchIndex.fromShared(message.image);
      const openMs = performance.now() - started;
      parentPort!.postMessage({ openMs, heapMb: heapMb() - before });
    } else if ('write' in message) {
      const before = arrayBuffersMb();
      index!.upsert(message.write);
      parentPort!.postMessage({ copiedMb: arrayBuffersMb() - before });
    } else {
      parentPort!.postMessage({ total: index!.search({ text: message.query }).total });
    }
  },
);
