import { compactRanges, ensure, gatherItems, ownArrays, shared, trim } from './growable.ts';

/**
 * One facet field: its values, and each document's value ids in a CSR layout
 * (`items[starts[doc]..starts[doc + 1]]`). Most documents hold one value per field, so
 * `first[doc]` holds it directly (value id + 1; 0 for none or several): with tables that keep
 * slot 0 for 'no value', loops over documents need no branch, and only the documents listed in
 * `multiDocs` need their CSR range.
 */
export type FacetColumn = {
  readonly field: string;
  readonly values: string[];
  readonly valueIds: Map<string, number>;
  /** Live documents per value: the counts of a search without constraints. */
  live: Int32Array;
  starts: Uint32Array;
  items: Uint32Array;
  first: Int32Array;
  /** Documents (removed ones included until compaction) with more than one value, ascending. */
  multiDocs: Int32Array;
  multiCount: number;
};

const newColumn = (field: string, documents: number): FacetColumn => ({
  field,
  values: [],
  valueIds: new Map(),
  live: new Int32Array(16),
  // Documents added before the field existed get empty ranges: all starts are 0.
  starts: new Uint32Array(documents + 1),
  items: new Uint32Array(16),
  first: new Int32Array(Math.max(16, documents)),
  multiDocs: new Int32Array(16),
  multiCount: 0,
});

const noteValues = (column: FacetColumn, doc: number, size: number) => {
  column.first[doc] = size === 1 ? column.items[column.starts[doc]!]! + 1 : 0;
  if (size > 1) {
    column.multiDocs = ensure(column.multiDocs, column.multiCount + 1);
    column.multiDocs[column.multiCount++] = doc;
  }
};

/** A FacetTable's columns in shared memory, for reader threads (FacetTable.fromImage). */
export type FacetTableImage = FacetColumn[];

const NO_VALUES: readonly string[] = [];

export class FacetTable {
  readonly columns = new Map<string, FacetColumn>();
  private readonly list: FacetColumn[] = [];

  /** Appends the next document's values in every column (empty where it has none). */
  add(doc: number, facets: Readonly<Record<string, readonly string[]>>) {
    for (const field in facets) {
      if (this.columns.has(field)) continue;
      const column = newColumn(field, doc);
      this.columns.set(field, column);
      this.list.push(column);
    }
    for (let c = 0; c < this.list.length; c++) {
      const column = this.list[c]!;
      column.starts = ensure(column.starts, doc + 2);
      column.first = ensure(column.first, doc + 1);
      const start = column.starts[doc]!;
      let end = start;
      const values = facets[column.field] ?? NO_VALUES;
      for (let v = 0; v < values.length; v++) {
        const value = values[v]!;
        if (v > 0 && values.indexOf(value) < v) continue;
        let id = column.valueIds.get(value);
        if (id === undefined) {
          id = column.values.length;
          column.values.push(value);
          column.valueIds.set(value, id);
          column.live = ensure(column.live, id + 1);
        }
        column.items = ensure(column.items, end + 1);
        column.items[end++] = id;
        column.live[id]! += 1;
      }
      column.starts[doc + 1] = end;
      noteValues(column, doc, end - start);
    }
  }

  remove(doc: number) {
    for (const column of this.list) {
      for (let item = column.starts[doc]!; item < column.starts[doc + 1]!; item++) {
        column.live[column.items[item]!]! -= 1;
      }
    }
  }

  /** Drops the room left to grow (after a bulk build). */
  trim(documents: number) {
    for (const column of this.list) {
      column.items = trim(column.items, column.starts[documents]!);
      column.multiDocs = trim(column.multiDocs, column.multiCount);
    }
  }

  /** Every column with its arrays copied to shared memory at their exact length. */
  share(documents: number): FacetTableImage {
    return this.list.map((column) => ({
      ...column,
      live: shared(column.live, column.values.length),
      starts: shared(column.starts, documents + 1),
      items: shared(column.items, column.starts[documents]!),
      first: shared(column.first, documents),
      multiDocs: shared(column.multiDocs, column.multiCount),
    }));
  }

  static fromImage(image: FacetTableImage): FacetTable {
    const table = new FacetTable();
    for (const column of image) {
      table.columns.set(column.field, column);
      table.list.push(column);
    }
    return table;
  }

  /** Private copies of the shared arrays, before this thread's first write. */
  own() {
    for (const column of this.list) ownArrays(column);
  }

  compact(remap: Int32Array, oldCount: number, newCount: number) {
    for (const column of this.columns.values()) {
      const { starts, gather } = compactRanges(column.starts, remap, oldCount, newCount);
      column.starts = starts;
      column.items = gatherItems(column.items, gather);
      column.first = new Int32Array(Math.max(16, newCount));
      column.multiCount = 0;
      for (let doc = 0; doc < newCount; doc++)
        noteValues(column, doc, starts[doc + 1]! - starts[doc]!);
    }
  }
}
