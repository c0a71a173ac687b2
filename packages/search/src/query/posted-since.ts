import type { DocTable } from '../store/doc-table.ts';

/** How many of the first `count` documents of `list` were posted at or after each threshold. */
export const countPostedSince = (
  docs: DocTable,
  list: Int32Array,
  count: number,
  thresholds: readonly number[],
): number[] => {
  const { postedAt } = docs;
  // One pass per threshold, without branches: whether a date passes is a coin toss.
  return thresholds.map((threshold) => {
    let passed = 0;
    for (let i = 0; i < count; i++) passed += +(postedAt[list[i]!]! >= threshold);
    return passed;
  });
};
