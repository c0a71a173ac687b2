import type { DocTable } from '../store/doc-table.ts';

/** How many of the first `count` documents of `list` were posted at or after each threshold. */
export const countPostedSince = (
  docs: DocTable,
  list: Int32Array,
  count: number,
  thresholds: readonly number[],
): number[] => {
  const counts = thresholds.map(() => 0);
  const { postedAt } = docs;
  for (let i = 0; i < count; i++) {
    const posted = postedAt[list[i]!]!;
    for (let t = 0; t < thresholds.length; t++) if (posted >= thresholds[t]!) counts[t]! += 1;
  }
  return counts;
};
