import type { FacetColumn, FacetTable } from '../store/facet-table.ts';
import type { FacetCount, SearchQuery } from '../types.ts';
import { CountedSet, countValues, isZero } from './facet-counts.ts';
import type { Scratch } from './scratch.ts';

type ActiveFilter = { field: string; bit: number; column?: FacetColumn; selected?: Uint8Array };

/** Non-empty multiselect filters, one bit each; a field or value the index lacks selects nothing. */
const activeFilters = (facets: FacetTable, query: SearchQuery): ActiveFilter[] =>
  Object.entries(query.filters ?? {})
    .filter(([, values]) => values.length > 0)
    .slice(0, 31)
    .map(([field, values], index) => {
      const column = facets.columns.get(field);
      const ids = values.flatMap((value) => column?.valueIds.get(value) ?? []);
      if (!column || ids.length === 0) return { field, bit: 1 << index };
      // Indexed by value id + 1 (see FacetColumn.first); slot 0, no value, is never selected.
      const selected = new Uint8Array(column.values.length + 1);
      for (const id of ids) selected[id + 1] = 1;
      return { field, bit: 1 << index, column, selected };
    });

/**
 * Sets `bit` in `failed[doc]` for each document of `list` without a selected value. Single
 * values are tested without a branch; documents with several values are then corrected from
 * their CSR ranges (touching `failed` of other documents is harmless: only listed ones are read).
 */
const markFailures = (
  filter: ActiveFilter,
  list: Int32Array,
  count: number,
  failed: Int32Array,
) => {
  const { bit, column, selected } = filter;
  if (!column || !selected) {
    for (let i = 0; i < count; i++) failed[list[i]!]! |= bit;
    return;
  }
  const { starts, items, first, multiDocs, multiCount } = column;
  const hasSelected = (doc: number) => {
    for (let item = starts[doc]!; item < starts[doc + 1]!; item++) {
      if (selected[items[item]! + 1] === 1) return true;
    }
    return false;
  };
  if (multiCount > count) {
    for (let i = 0; i < count; i++) if (!hasSelected(list[i]!)) failed[list[i]!]! |= bit;
    return;
  }
  for (let i = 0; i < count; i++) {
    const doc = list[i]!;
    failed[doc]! |= bit * (1 - selected[first[doc]!]!);
  }
  for (let m = 0; m < multiCount; m++) {
    const doc = multiDocs[m]!;
    if (hasSelected(doc)) failed[doc]! &= ~bit;
  }
};

/**
 * Applies the multiselect filters (OR within a field, AND across) to `input`, writing the
 * results to `scratch.results`, and counts the requested facets disjunctively: a field's counts
 * see every constraint except its own filter, so choosing a value yields exactly its count.
 */
export const filterAndCount = (
  facets: FacetTable,
  query: SearchQuery,
  input: Int32Array,
  count: number,
  scratch: Scratch,
  everything: Int32Array,
): { total: number; counts: Record<string, FacetCount[]> } => {
  const filters = activeFilters(facets, query);
  const { results, failed } = scratch;
  let total = count;
  if (filters.length === 0) {
    results.set(input.subarray(0, count));
  } else {
    for (let i = 0; i < count; i++) failed[input[i]!] = 0;
    for (const filter of filters) markFailures(filter, input, count, failed);
    total = 0;
    for (let i = 0; i < count; i++) {
      const doc = input[i]!;
      results[total] = doc;
      total += isZero(failed[doc]!);
    }
  }
  const counts: Record<string, FacetCount[]> = {};
  const matching = new CountedSet(results, total, everything, scratch);
  for (const field of new Set(query.facets ?? [])) {
    const column = facets.columns.get(field);
    const own = filters.find((filter) => filter.field === field);
    if (column && !own) counts[field] = countValues(column, matching, scratch);
  }
  // Fields with their own filter count the documents that fail no other filter.
  for (const field of new Set(query.facets ?? [])) {
    const column = facets.columns.get(field);
    const own = filters.find((filter) => filter.field === field);
    if (!column) counts[field] = [];
    if (!column || !own) continue;
    let list = input;
    let size = count;
    if (filters.length > 1) {
      list = scratch.counted;
      size = 0;
      const mask = ~own.bit;
      for (let i = 0; i < count; i++) {
        const doc = input[i]!;
        list[size] = doc;
        size += isZero(failed[doc]! & mask);
      }
    }
    counts[field] = countValues(column, new CountedSet(list, size, everything, scratch), scratch);
  }
  return {
    total,
    counts: Object.fromEntries([...new Set(query.facets ?? [])].map((f) => [f, counts[f]!])),
  };
};
