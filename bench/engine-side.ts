// The engine side: build the index from N documents, then time each search of the mix.
import { SearchIndex } from '@careers/search';
import { generateDocuments } from './positions.ts';
import type { MixEntry } from './query-mix.ts';

const MB = 1024 * 1024;

type Memory = { heap: number; buffers: number };

const collect = (): Memory => {
  // Two passes: the first can leave weak and finalised objects for the second.
  globalThis.gc?.();
  globalThis.gc?.();
  const usage = process.memoryUsage();
  return { heap: usage.heapUsed, buffers: usage.arrayBuffers };
};

export type EngineBuild = {
  index: SearchIndex;
  generateMs: number;
  buildMs: number;
  /** Heap held by the index alone: after gc, minus the heap before the documents existed. */
  indexHeapMb: number;
  /** Typed-array memory (outside the JS heap: postings and tables) the index added. */
  indexBuffersMb: number;
  /** The whole process's heap after gc, index included. */
  totalHeapMb: number;
  isGcExposed: boolean;
};

/**
 * Documents are made first and built from an array, so the build time is the engine's alone;
 * the array is dropped before the heap is measured.
 */
export const buildEngine = (positions: number): EngineBuild => {
  const baseline = collect();
  let started = performance.now();
  const documents = [...generateDocuments(positions)];
  const generateMs = performance.now() - started;
  started = performance.now();
  const index = SearchIndex.build(documents);
  const buildMs = performance.now() - started;
  documents.length = 0;
  const after = collect();
  return {
    index,
    generateMs,
    buildMs,
    indexHeapMb: (after.heap - baseline.heap) / MB,
    indexBuffersMb: (after.buffers - baseline.buffers) / MB,
    totalHeapMb: after.heap / MB,
    isGcExposed: typeof globalThis.gc === 'function',
  };
};

export type TimedSearch = { ms: number; total: number };

/** One untimed pass to warm the JIT and caches, then the timed pass. */
export const runEngine = (index: SearchIndex, mix: readonly MixEntry[]): TimedSearch[] => {
  for (const entry of mix) index.search(entry.query);
  return mix.map((entry) => {
    const started = performance.now();
    const result = index.search(entry.query);
    return { ms: performance.now() - started, total: result.total };
  });
};
