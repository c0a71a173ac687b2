import type { FacetColumn } from '../store/facet-table.ts';
import type { FacetCount } from '../types.ts';
import type { Scratch } from './scratch.ts';

/** 1 when x is 0, else 0, without a branch (the outcome is random: branches mispredict). */
export const isZero = (x: number) => 1 - ((x | -x) >>> 31);

/**
 * The documents one or more facet fields count. Membership marks and the complement (live
 * documents outside the set) are computed once, when a field first needs them.
 */
export class CountedSet {
  readonly list: Int32Array;
  readonly count: number;
  private readonly everything: Int32Array;
  private readonly scratch: Scratch;
  private memberEpoch = -1;
  private outsideCount = -1;

  constructor(list: Int32Array, count: number, everything: Int32Array, scratch: Scratch) {
    this.list = list;
    this.count = count;
    this.everything = everything;
    this.scratch = scratch;
  }

  get isEverything() {
    return this.count === this.everything.length;
  }

  /** Most of the live documents are in: counting the rest is cheaper. */
  get isLarge() {
    return this.count * 2 > this.everything.length;
  }

  /** An epoch e such that `scratch.hit[doc] === e` exactly for the documents in the set. */
  marks(): number {
    if (this.memberEpoch < 0) {
      const { hit } = this.scratch;
      const epoch = this.scratch.nextEpoch();
      for (let i = 0; i < this.count; i++) hit[this.list[i]!] = epoch;
      this.memberEpoch = epoch;
    }
    return this.memberEpoch;
  }

  /** Live documents outside the set, in `scratch.outside`; their count. */
  outside(): number {
    if (this.outsideCount < 0) {
      const epoch = this.marks();
      const { hit, outside } = this.scratch;
      const everything = this.everything;
      let size = 0;
      for (let i = 0; i < everything.length; i++) {
        const doc = everything[i]!;
        outside[size] = doc;
        size += 1 - isZero(hit[doc]! - epoch);
      }
      this.outsideCount = size;
    }
    return this.outsideCount;
  }
}

/**
 * Adds to `tally[id + 1]` for each value id of `list[0..count)` (`tally[0]` collects documents
 * without a single value). Several values come from CSR ranges: by a second pass over the
 * column's multi-valued documents that are in `set` when they are fewer, else per document.
 */
const tallyList = (
  column: FacetColumn,
  list: Int32Array,
  count: number,
  tally: Int32Array,
  isMember: (() => { marks: Int32Array; epoch: number }) | null,
) => {
  const { first, starts, items, multiDocs, multiCount } = column;
  if (multiCount > count || !isMember) {
    for (let i = 0; i < count; i++) {
      const doc = list[i]!;
      for (let item = starts[doc]!; item < starts[doc + 1]!; item++) tally[items[item]! + 1]! += 1;
    }
    return;
  }
  for (let i = 0; i < count; i++) tally[first[list[i]!]!]! += 1;
  if (multiCount === 0) return;
  const { marks, epoch } = isMember();
  for (let m = 0; m < multiCount; m++) {
    const doc = multiDocs[m]!;
    if (marks[doc] !== epoch) continue;
    for (let item = starts[doc]!; item < starts[doc + 1]!; item++) tally[items[item]! + 1]! += 1;
  }
};

const sortCounts = (counts: FacetCount[]) =>
  counts.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));

/** Values with a count above 0, most frequent first, then by value. */
export const countValues = (column: FacetColumn, set: CountedSet, scratch: Scratch) => {
  const tally = new Int32Array(column.values.length + 1);
  const values = column.values.length;
  // Many documents with several values (skills): counting the complement saves most work.
  const isMostlyMulti = column.multiCount * 2 > set.count;
  if (set.isEverything) {
    tally.set(column.live.subarray(0, values), 1);
  } else if (set.isLarge && isMostlyMulti) {
    const size = set.outside();
    tallyList(column, scratch.outside, size, tally, null);
    for (let id = 0; id < values; id++) tally[id + 1] = column.live[id]! - tally[id + 1]!;
  } else {
    const isMember = () => ({ marks: scratch.hit, epoch: set.marks() });
    tallyList(column, set.list, set.count, tally, isMember);
  }
  const out: FacetCount[] = [];
  for (let id = 0; id < values; id++) {
    if (tally[id + 1]! > 0) out.push({ value: column.values[id]!, count: tally[id + 1]! });
  }
  return sortCounts(out);
};
