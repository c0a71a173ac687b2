import type { DocTable } from '../store/doc-table.ts';
import type { Scratch } from './scratch.ts';

/** Negative when `a` comes first. Ids are unique, so every order is total and deterministic. */
export type Compare = (a: number, b: number) => number;

export const newestFirst = (docs: DocTable): Compare => {
  const { postedAt, ids } = docs;
  return (a, b) => {
    const pa = postedAt[a]!;
    const pb = postedAt[b]!;
    if (pa !== pb) return pa > pb ? -1 : 1;
    return ids[a]! > ids[b]! ? -1 : 1;
  };
};

/**
 * Title tier first (query words in the title as themselves or their stems, then as prefixes, outrank
 * matches found only elsewhere), then fewer typo/prefix penalties, then title phrase, then score, then newest, then higher id.
 */
export const mostRelevant = (docs: DocTable, scratch: Scratch): Compare => {
  const { penalty, phrase, score, titleTier } = scratch;
  const newest = newestFirst(docs);
  return (a, b) => {
    if (titleTier[a] !== titleTier[b]) return titleTier[b]! - titleTier[a]!;
    if (penalty[a] !== penalty[b]) return penalty[a]! - penalty[b]!;
    if (phrase[a] !== phrase[b]) return phrase[b]! - phrase[a]!;
    const sa = score[a]!;
    const sb = score[b]!;
    if (sa !== sb) return sa > sb ? -1 : 1;
    return newest(a, b);
  };
};

/** Nearest first (`scratch.nearness` holds the best dot product; -Infinity without a point). */
export const nearestFirst = (scratch: Scratch, then: Compare): Compare => {
  const { nearness } = scratch;
  return (a, b) => {
    const na = nearness[a]!;
    const nb = nearness[b]!;
    if (na !== nb) return na > nb ? -1 : 1;
    return then(a, b);
  };
};

const siftDown = (heap: Int32Array, size: number, from: number, compare: Compare) => {
  let parent = from;
  for (;;) {
    const left = 2 * parent + 1;
    if (left >= size) return;
    const right = left + 1;
    const worse = right < size && compare(heap[right]!, heap[left]!) > 0 ? right : left;
    if (compare(heap[worse]!, heap[parent]!) <= 0) return;
    const moved = heap[worse]!;
    heap[worse] = heap[parent]!;
    heap[parent] = moved;
    parent = worse;
  }
};

/**
 * The first `k` of `list[0..count)` in order (may reorder `list`). A bounded max-heap of the k best (the worst on
 * top) costs O(n log k) and rarely more than one comparison per document; a large k sorts all.
 */
export const selectTop = (list: Int32Array, count: number, k: number, compare: Compare) => {
  if (k <= 0 || count === 0) return new Int32Array(0);
  // Sorting in place is fine: `list` is scratch space.
  if (k * 4 >= count) return list.subarray(0, count).sort(compare).subarray(0, Math.min(k, count));
  const heap = new Int32Array(k);
  let size = 0;
  for (let i = 0; i < count; i++) {
    const doc = list[i]!;
    if (size < k) {
      let child = size++;
      heap[child] = doc;
      while (child > 0) {
        const parent = (child - 1) >> 1;
        if (compare(heap[child]!, heap[parent]!) <= 0) break;
        heap[child] = heap[parent]!;
        heap[parent] = doc;
        child = parent;
      }
    } else if (compare(doc, heap[0]!) < 0) {
      heap[0] = doc;
      siftDown(heap, size, 0, compare);
    }
  }
  return heap.sort(compare);
};
