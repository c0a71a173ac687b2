import { compactRanges, ensure, gatherItems, ownArrays, shared, trim } from './growable.ts';
import { FIELD_COUNT } from './fields.ts';

/** A DocTable's columns in shared memory, for reader threads (DocTable.fromImage). */
export type DocTableImage = ReturnType<DocTable['share']>;

/**
 * Per-document columns, indexed by document number (0, 1, … in the order of addition). Title
 * term sequences (for phrase matches) and forward surface lists (to undo a document's counts on
 * removal) are CSR layouts: `starts[doc]..starts[doc + 1]` indexes the flat array.
 */
export class DocTable {
  count = 0;
  live = 0;
  readonly docOfId = new Map<number, number>();
  ids = new Float64Array(16);
  postedAt = new Float64Array(16);
  isRemote = new Uint8Array(16);
  isAlive = new Uint8Array(16);
  /** The language each document's words were analysed in (TermDictionary.languageOf). */
  language = new Uint8Array(16);
  /** FIELD_COUNT lengths per document, in indexed tokens. */
  fieldLengths = new Uint32Array(16 * FIELD_COUNT);
  /** Sum of each field's length over live documents (integers, so exact in any order). */
  readonly fieldTotals = new Float64Array(FIELD_COUNT);
  titleStarts = new Uint32Array(17);
  titleTerms = new Uint32Array(16);
  surfaceStarts = new Uint32Array(17);
  surfaces = new Uint32Array(16);
  /**
   * Documents below this number have their surfaces in the CSR layout above; later ones (added
   * after `own`, when that layout is shared with other threads) each in a list of their own,
   * `laterSurfaces[doc - csrCount]`: the forward lists are the largest column, and appending to
   * a shared one would copy it whole.
   */
  private csrCount = Infinity;
  private laterSurfaces: Uint32Array[] = [];

  /** Appends a document; the caller fills its title terms and surfaces right after. */
  add(id: number, postedAt: number, isRemote: boolean, language: number): number {
    const doc = this.count++;
    this.live++;
    this.ids = ensure(this.ids, this.count);
    this.postedAt = ensure(this.postedAt, this.count);
    this.isRemote = ensure(this.isRemote, this.count);
    this.isAlive = ensure(this.isAlive, this.count);
    this.language = ensure(this.language, this.count);
    this.fieldLengths = ensure(this.fieldLengths, this.count * FIELD_COUNT);
    this.titleStarts = ensure(this.titleStarts, this.count + 1);
    this.surfaceStarts = ensure(this.surfaceStarts, this.count + 1);
    this.ids[doc] = id;
    this.postedAt[doc] = postedAt;
    this.isRemote[doc] = isRemote ? 1 : 0;
    this.isAlive[doc] = 1;
    this.language[doc] = language;
    this.docOfId.set(id, doc);
    return doc;
  }

  setTitleTerms(doc: number, terms: Uint32Array) {
    const start = this.titleStarts[doc]!;
    this.titleTerms = ensure(this.titleTerms, start + terms.length);
    this.titleTerms.set(terms, start);
    this.titleStarts[doc + 1] = start + terms.length;
  }

  setSurfaces(doc: number, surfaces: Uint32Array) {
    if (doc >= this.csrCount) {
      this.laterSurfaces[doc - this.csrCount] = surfaces.slice();
      return;
    }
    const start = this.surfaceStarts[doc]!;
    this.surfaces = ensure(this.surfaces, start + surfaces.length);
    this.surfaces.set(surfaces, start);
    this.surfaceStarts[doc + 1] = start + surfaces.length;
  }

  setFieldLengths(doc: number, lengths: readonly number[]) {
    for (let field = 0; field < FIELD_COUNT; field++) {
      this.fieldLengths[doc * FIELD_COUNT + field] = lengths[field]!;
      this.fieldTotals[field]! += lengths[field]!;
    }
  }

  /** The distinct surfaces of a document (to undo its counts). */
  surfacesOf(doc: number): Uint32Array {
    if (doc >= this.csrCount) return this.laterSurfaces[doc - this.csrCount]!;
    return this.surfaces.subarray(this.surfaceStarts[doc]!, this.surfaceStarts[doc + 1]!);
  }

  /**
   * Private copies of the shared columns, before this thread's first write; the forward surface
   * lists stay shared, and documents added from now on keep theirs apart.
   */
  own() {
    ownArrays(this, { except: ['surfaces', 'surfaceStarts'] });
    this.csrCount = Math.min(this.csrCount, this.count);
  }

  remove(doc: number) {
    this.isAlive[doc] = 0;
    this.live--;
    this.docOfId.delete(this.ids[doc]!);
    for (let field = 0; field < FIELD_COUNT; field++) {
      this.fieldTotals[field]! -= this.fieldLengths[doc * FIELD_COUNT + field]!;
    }
  }

  /** Drops the room left to grow in the flat arrays (after a bulk build). */
  trim() {
    this.titleTerms = trim(this.titleTerms, this.titleStarts[this.count]!);
    this.surfaces = trim(this.surfaces, this.surfaceStarts[this.count]!);
  }

  /** The columns copied to shared memory at their exact length. */
  share() {
    const { count } = this;
    if (this.csrCount < count)
      this.compactSurfaces(
        Int32Array.from({ length: count }, (_, doc) => doc),
        count,
        count,
      );
    return {
      count,
      live: this.live,
      fieldTotals: [...this.fieldTotals],
      ids: shared(this.ids, count),
      postedAt: shared(this.postedAt, count),
      isRemote: shared(this.isRemote, count),
      isAlive: shared(this.isAlive, count),
      language: shared(this.language, count),
      fieldLengths: shared(this.fieldLengths, count * FIELD_COUNT),
      titleStarts: shared(this.titleStarts, count + 1),
      titleTerms: shared(this.titleTerms, this.titleStarts[count]!),
      surfaceStarts: shared(this.surfaceStarts, count + 1),
      surfaces: shared(this.surfaces, this.surfaceStarts[count]!),
    };
  }

  /** Reads the shared columns in place; only the id lookup is this thread's own. */
  static fromImage({ fieldTotals, ...columns }: DocTableImage): DocTable {
    const table = new DocTable();
    Object.assign(table, columns);
    table.fieldTotals.set(fieldTotals);
    for (let doc = 0; doc < table.count; doc++) {
      if (table.isAlive[doc]) table.docOfId.set(table.ids[doc]!, doc);
    }
    return table;
  }

  /** The kept documents' surfaces in one new CSR layout (never written in place: it may be shared). */
  private compactSurfaces(remap: Int32Array, oldCount: number, newCount: number) {
    const starts = new Uint32Array(newCount + 1);
    for (let doc = 0; doc < oldCount; doc++) {
      if (remap[doc]! >= 0) starts[remap[doc]! + 1] = this.surfacesOf(doc).length;
    }
    for (let doc = 0; doc < newCount; doc++) starts[doc + 1]! += starts[doc]!;
    const surfaces = new Uint32Array(starts[newCount]!);
    for (let doc = 0; doc < oldCount; doc++) {
      if (remap[doc]! >= 0) surfaces.set(this.surfacesOf(doc), starts[remap[doc]!]);
    }
    this.surfaces = surfaces;
    this.surfaceStarts = starts;
    this.csrCount = Infinity;
    this.laterSurfaces = [];
  }

  compact(remap: Int32Array, newCount: number) {
    const old = this.count;
    for (let doc = 0; doc < old; doc++) {
      const target = remap[doc]!;
      if (target < 0) continue;
      this.ids[target] = this.ids[doc]!;
      this.postedAt[target] = this.postedAt[doc]!;
      this.isRemote[target] = this.isRemote[doc]!;
      this.isAlive[target] = 1;
      this.language[target] = this.language[doc]!;
      this.fieldLengths.copyWithin(
        target * FIELD_COUNT,
        doc * FIELD_COUNT,
        (doc + 1) * FIELD_COUNT,
      );
      this.docOfId.set(this.ids[target]!, target);
    }
    this.isAlive.fill(0, newCount);
    const titles = compactRanges(this.titleStarts, remap, old, newCount);
    this.titleTerms = gatherItems(this.titleTerms, titles.gather);
    this.titleStarts = titles.starts;
    this.compactSurfaces(remap, old, newCount);
    this.count = newCount;
  }
}
