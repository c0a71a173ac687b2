// One index in shared memory read by several threads, as the server runs it: what sharing costs
// (SearchIndex.share), what each reader holds of its own, and what its first write copies.
import { Worker } from 'node:worker_threads';
import type { SearchDocument, SearchIndex } from '@careers/search';

const MB = 1024 * 1024;

const sharedBytes = (value: unknown, seen = new Set<unknown>()): number => {
  if (value === null || typeof value !== 'object' || seen.has(value)) return 0;
  seen.add(value);
  if (ArrayBuffer.isView(value)) {
    return value.buffer instanceof SharedArrayBuffer && !seen.has(value.buffer)
      ? (seen.add(value.buffer), value.buffer.byteLength)
      : 0;
  }
  const items = value instanceof Map ? [...value.values()] : Object.values(value);
  return items.reduce((sum: number, item) => sum + sharedBytes(item, seen), 0);
};

const ask = <T>(worker: Worker, message: unknown) =>
  new Promise<T>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.postMessage(message);
  });

export type SharingRun = {
  readers: number;
  shareMs: number;
  sharedMb: number;
  openMs: number[];
  readerHeapMb: number[];
  /** Typed arrays one reader's first write copied out of shared memory. */
  firstWriteMb: number;
  /** Every reader finds what the index finds. */
  isConsistent: boolean;
};

export const measureSharing = async (
  index: SearchIndex,
  readers: number,
  write: SearchDocument,
): Promise<SharingRun> => {
  const started = performance.now();
  const image = index.share();
  const shareMs = performance.now() - started;
  const workers = Array.from(
    { length: readers },
    () => new Worker(new URL('./shared-reader.ts', import.meta.url)),
  );
  try {
    const opened = await Promise.all(
      workers.map((worker) => ask<{ openMs: number; heapMb: number }>(worker, { image })),
    );
    const totals = await Promise.all(
      workers.map((worker) => ask<{ total: number }>(worker, { query: 'engineer' })),
    );
    const expected = index.search({ text: 'engineer' }).total;
    const { copiedMb: firstWriteMb } = await ask<{ copiedMb: number }>(workers[0]!, { write });
    return {
      readers,
      shareMs,
      sharedMb: sharedBytes(image) / MB,
      openMs: opened.map((reader) => reader.openMs),
      readerHeapMb: opened.map((reader) => reader.heapMb),
      firstWriteMb,
      isConsistent: totals.every(({ total }) => total === expected),
    };
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
};
