import { analyzerFor, type Analyzer } from '../analysis/languages.ts';
import { hashRange } from '../analysis/scan-latin.ts';
import { BulkPostings } from './bulk-postings.ts';
import { ensure, ownArrays, shared, withRoom } from './growable.ts';
import { mergeWords } from './sorted-words.ts';
import { LOCATIONS, fieldTf } from './fields.ts';

const ASCII = new TextDecoder('latin1');

/** A TermDictionary for reader threads (TermDictionary.fromImage): postings in shared memory. */
export type TermDictionaryImage = ReturnType<TermDictionary['share']>;

/**
 * Terms with their postings, and surfaces (the folded words as written) with their terms.
 * Postings are sorted document numbers (Uint32Array) and packed field frequencies (fields.ts),
 * one pair of arrays per term (views into two shared buffers after a build or compaction). `df`, `locationDf` and `surfaceDf` count live documents only, so
 * scores never see removed ones. Typo and prefix lookups walk the sorted surfaces.
 */
export class TermDictionary {
  /** The index's language: how a surface becomes its term, and its stop words. */
  readonly analyzer: Analyzer;
  constructor(analyzer: Analyzer = analyzerFor('en')) {
    this.analyzer = analyzer;
  }

  readonly termIds = new Map<string, number>();
  readonly terms: string[] = [];
  docs: Uint32Array[] = [];
  tfs: Uint32Array[] = [];
  lengths = new Int32Array(64);
  df = new Int32Array(64);
  /** Live documents with the term in a location field: location text looks only at those. */
  locationDf = new Int32Array(64);

  readonly surfaceIds = new Map<string, number>();
  readonly surfaces: string[] = [];
  surfaceTerm = new Int32Array(64);
  surfaceDf = new Int32Array(64);
  /** 1 for the language's stop words: descriptions skip them. */
  surfaceIsStop = new Uint8Array(64);
  /**
   * Languages other than the index's that documents are written in (`SearchDocument.language`),
   * in order of appearance: per surface, its term + 1 in that language (0: not known yet) and
   * its stop flag + 1. Language 0 is the index's own (`surfaceTerm`, `surfaceIsStop`).
   */
  others: { analyzer: Analyzer; terms: Int32Array; stops: Uint8Array }[] = [];
  /** Open addressing by character range: surfaceAt finds a word without slicing it out. */
  private slots = new Int32Array(1024).fill(-1);
  /** Per surface: its hashRange, and where its characters are in `pool` (-1: not ASCII). */
  private surfaceHash = new Int32Array(64);
  private poolStart = new Int32Array(64);
  private poolLength = new Int32Array(64);
  /** The characters of every ASCII surface, end to end (surfaceAt compares bytes to bytes). */
  private pool = new Uint8Array(4096);
  private poolUsed = 0;
  private bulk: BulkPostings | null = null;
  private sorted: string[] = [];
  private pending: string[] = [];

  termId(term: string): number {
    let id = this.termIds.get(term);
    if (id === undefined) {
      id = this.terms.length;
      this.terms.push(term);
      this.termIds.set(term, id);
      this.docs.push(new Uint32Array(0));
      this.tfs.push(new Uint32Array(0));
      this.lengths = ensure(this.lengths, id + 1);
      this.df = ensure(this.df, id + 1);
      this.locationDf = ensure(this.locationDf, id + 1);
    }
    return id;
  }

  surfaceId(surface: string): number {
    let id = this.surfaceIds.get(surface);
    if (id === undefined) {
      id = this.surfaces.length;
      this.surfaces.push(surface);
      this.surfaceIds.set(surface, id);
      this.surfaceTerm = ensure(this.surfaceTerm, id + 1);
      this.surfaceDf = ensure(this.surfaceDf, id + 1);
      this.surfaceIsStop = ensure(this.surfaceIsStop, id + 1);
      this.surfaceTerm[id] = this.termId(this.analyzer.termOf(surface));
      this.surfaceIsStop[id] = this.analyzer.isStopWord(surface) ? 1 : 0;
      this.pending.push(surface);
      this.addToPool(id, surface);
      this.addSlot(id);
    }
    return id;
  }

  /** The language number of a document's language tag (0: the index's own), added when new. */
  languageOf(tag: string | undefined): number {
    if (tag === undefined) return 0;
    const { language } = analyzerFor(tag);
    if (language === this.analyzer.language) return 0;
    let at = this.others.findIndex((other) => other.analyzer.language === language);
    if (at < 0) {
      at = this.others.length;
      this.others.push({
        analyzer: analyzerFor(language),
        terms: new Int32Array(64),
        stops: new Uint8Array(64),
      });
    }
    return at + 1;
  }

  /** The term a surface indexes as in a document of `language` (adds it when new). */
  termIn(surface: number, language: number): number {
    if (language === 0) return this.surfaceTerm[surface]!;
    const other = this.others[language - 1]!;
    if (surface >= other.terms.length || other.terms[surface] === 0) {
      other.terms = ensure(other.terms, surface + 1);
      other.stops = ensure(other.stops, surface + 1);
      const text = this.surfaces[surface]!;
      other.terms[surface] = this.termId(other.analyzer.termOf(text)) + 1;
      other.stops[surface] = other.analyzer.isStopWord(text) ? 2 : 1;
    }
    return other.terms[surface]! - 1;
  }

  /** A stop word in `language` (after termIn, which learns it). */
  isStopIn(surface: number, language: number): boolean {
    if (language === 0) return this.surfaceIsStop[surface] === 1;
    return this.others[language - 1]!.stops[surface] === 2;
  }

  /**
   * The terms a folded word stands for in the other languages of the index, when the index
   * knows them (a query reads every language its documents are written in). Writes nothing.
   */
  otherTermsOf(word: string): number[] {
    const found: number[] = [];
    for (const { analyzer } of this.others) {
      const term = this.termIds.get(analyzer.termOf(word));
      if (term !== undefined) found.push(term);
    }
    return found;
  }

  /**
   * The surface id of the ASCII word whose lower-cased characters are `bytes[start..end)` and
   * whose hashRange is `hash` (as scanLatin leaves them), added when new.
   */
  surfaceAt(bytes: Uint8Array, start: number, end: number, hash: number): number {
    const mask = this.slots.length - 1;
    const length = end - start;
    const { slots, surfaceHash, poolStart, poolLength, pool } = this;
    let slot = hash & mask;
    for (;;) {
      const id = slots[slot]!;
      // A fresh flat string: a slice of the text would keep all of it alive and, as a sliced
      // string, slow down every later scan of the sorted surfaces (fuzzy-walk.ts).
      if (id < 0) return this.surfaceId(ASCII.decode(bytes.subarray(start, end)));
      if (surfaceHash[id] === (hash | 0) && poolLength[id] === length) {
        const offset = poolStart[id]! - start;
        let i = start;
        while (i < end && pool[offset + i] === bytes[i]) i++;
        if (i === end) return id;
      }
      slot = (slot + 1) & mask;
    }
  }

  private addToPool(id: number, surface: string) {
    this.surfaceHash = ensure(this.surfaceHash, id + 1);
    this.poolStart = ensure(this.poolStart, id + 1);
    this.poolLength = ensure(this.poolLength, id + 1);
    this.surfaceHash[id] = hashRange(surface, 0, surface.length);
    this.poolLength[id] = -1;
    if (/[^\0-\x7f]/.test(surface)) return;
    this.pool = ensure(this.pool, this.poolUsed + surface.length);
    for (let i = 0; i < surface.length; i++) this.pool[this.poolUsed + i] = surface.charCodeAt(i);
    this.poolStart[id] = this.poolUsed;
    this.poolLength[id] = surface.length;
    this.poolUsed += surface.length;
  }

  private addSlot(id: number) {
    if (this.surfaces.length * 2 > this.slots.length) {
      this.slots = new Int32Array(this.slots.length * 2).fill(-1);
      for (let known = 0; known < id; known++) this.placeSlot(known);
    }
    this.placeSlot(id);
  }

  private placeSlot(id: number) {
    const mask = this.slots.length - 1;
    let slot = this.surfaceHash[id]! & mask;
    while (this.slots[slot]! >= 0) slot = (slot + 1) & mask;
    this.slots[slot] = id;
  }

  /** Documents are added in increasing number, so appending keeps postings sorted. */
  append(term: number, doc: number, packedTf: number) {
    this.df[term]! += 1;
    if (fieldTf(packedTf, LOCATIONS) > 0) this.locationDf[term]! += 1;
    if (this.bulk) {
      this.bulk.append(term, doc, packedTf);
      return;
    }
    const length = this.lengths[term]!;
    if (length === this.docs[term]!.length) {
      // a shared list moves out with a little room: doubling a frequent term's would be large
      const isShared = this.docs[term]!.buffer instanceof SharedArrayBuffer;
      this.docs[term] = isShared
        ? withRoom(this.docs[term]!, length + 1)
        : ensure(this.docs[term]!, Math.max(4, length * 2));
      this.tfs[term] = isShared
        ? withRoom(this.tfs[term]!, length + 1)
        : ensure(this.tfs[term]!, Math.max(4, length * 2));
    }
    this.docs[term]![length] = doc;
    this.tfs[term]![length] = packedTf;
    this.lengths[term] = length + 1;
  }

  /** From here on postings go to chunks, to be scattered once by endBulk (see BulkPostings). */
  beginBulk() {
    this.bulk ??= new BulkPostings();
  }

  /** Scatters the bulk postings into place; the lists end up packed (as after compact). */
  endBulk() {
    const bulk = this.bulk;
    if (!bulk) return;
    this.bulk = null;
    const { docs, tfs, lengths } = bulk.scatter(
      this.terms.length,
      this.docs,
      this.tfs,
      this.lengths,
    );
    this.docs = docs;
    this.tfs = tfs;
    this.lengths = lengths;
  }

  /** Live counts drop; the posting stays (as a tombstone) until the next compaction. */
  release(term: number, doc: number) {
    this.endBulk();
    this.df[term]! -= 1;
    const docs = this.docs[term]!;
    let low = 0;
    let high = this.lengths[term]! - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (docs[middle]! < doc) low = middle + 1;
      else high = middle;
    }
    if (docs[low] === doc && fieldTf(this.tfs[term]![low]!, LOCATIONS) > 0) {
      this.locationDf[term]! -= 1;
    }
  }

  /** Every surface ever seen, sorted by UTF-16 code units (as `<` compares strings). */
  sortedSurfaces(): readonly string[] {
    if (this.pending.length > 0) {
      this.sorted = mergeWords(this.sorted, this.pending);
      this.pending = [];
    }
    return this.sorted;
  }

  /**
   * Drops tombstones and renumbers documents (`remap`: old number to new, -1 for removed), then
   * packs every posting list into two buffers (views; a list that grows later moves out). The
   * old lists are only read: they may be shared with other threads.
   */
  compact(remap: Int32Array) {
    const kept = new Int32Array(this.terms.length);
    let total = 0;
    for (let term = 0; term < this.terms.length; term++) {
      const docs = this.docs[term]!;
      for (let i = 0; i < this.lengths[term]!; i++) if (remap[docs[i]!]! >= 0) kept[term]! += 1;
      total += kept[term]!;
    }
    const allDocs = new Uint32Array(total);
    const allTfs = new Uint32Array(total);
    let offset = 0;
    for (let term = 0; term < this.terms.length; term++) {
      const docs = this.docs[term]!;
      const tfs = this.tfs[term]!;
      let at = offset;
      for (let i = 0; i < this.lengths[term]!; i++) {
        const target = remap[docs[i]!]!;
        if (target < 0) continue;
        allDocs[at] = target;
        allTfs[at++] = tfs[i]!;
      }
      this.docs[term] = allDocs.subarray(offset, at);
      this.tfs[term] = allTfs.subarray(offset, at);
      this.lengths[term] = kept[term]!;
      offset = at;
    }
  }

  /**
   * The postings packed into two shared buffers (each list at its exact length, so appending to
   * one moves it out), the per-term and per-surface counts in shared memory, the words cloned.
   */
  share() {
    const terms = this.terms.length;
    const surfaces = this.surfaces.length;
    let total = 0;
    for (let term = 0; term < terms; term++) total += this.lengths[term]!;
    const postingDocs = new Uint32Array(new SharedArrayBuffer(total * 4));
    const postingTfs = new Uint32Array(new SharedArrayBuffer(total * 4));
    let offset = 0;
    for (let term = 0; term < terms; term++) {
      const length = this.lengths[term]!;
      postingDocs.set(this.docs[term]!.subarray(0, length), offset);
      postingTfs.set(this.tfs[term]!.subarray(0, length), offset);
      offset += length;
    }
    return {
      language: this.analyzer.language,
      termIds: this.termIds,
      terms: this.terms,
      surfaceIds: this.surfaceIds,
      surfaces: this.surfaces,
      sorted: this.sortedSurfaces(),
      postingDocs,
      postingTfs,
      lengths: shared(this.lengths, terms),
      df: shared(this.df, terms),
      locationDf: shared(this.locationDf, terms),
      surfaceTerm: shared(this.surfaceTerm, surfaces),
      surfaceDf: shared(this.surfaceDf, surfaces),
      surfaceIsStop: shared(this.surfaceIsStop, surfaces),
      slots: shared(this.slots),
      surfaceHash: shared(this.surfaceHash, surfaces),
      poolStart: shared(this.poolStart, surfaces),
      poolLength: shared(this.poolLength, surfaces),
      pool: shared(this.pool, this.poolUsed),
      poolUsed: this.poolUsed,
      others: this.others.map(({ analyzer, terms, stops }) => ({
        language: analyzer.language,
        terms: shared(terms, Math.min(terms.length, surfaces)),
        stops: shared(stops, Math.min(stops.length, surfaces)),
      })),
    };
  }

  /** Reads the shared postings in place: each term's lists are views into the two buffers. */
  static fromImage({ language, postingDocs, postingTfs, others, ...fields }: TermDictionaryImage) {
    const dict = new TermDictionary(analyzerFor(language));
    Object.assign(dict, fields);
    dict.others = others.map((other) => ({ ...other, analyzer: analyzerFor(other.language) }));
    let offset = 0;
    for (let term = 0; term < dict.terms.length; term++) {
      const end = offset + dict.lengths[term]!;
      dict.docs.push(postingDocs.subarray(offset, end));
      dict.tfs.push(postingTfs.subarray(offset, end));
      offset = end;
    }
    return dict;
  }

  /**
   * Private copies of the shared counts, before this thread's first write. Posting lists stay
   * shared: they are never written in place (append moves a full list out, compact packs anew).
   */
  own() {
    ownArrays(this, { exact: true }); // `slots` is a hash table: its length is its capacity
    for (const other of this.others) ownArrays(other);
  }

  postingBytes(): number {
    let bytes = 0;
    for (let term = 0; term < this.terms.length; term++) {
      bytes += this.docs[term]!.byteLength + this.tfs[term]!.byteLength;
    }
    return bytes;
  }
}
