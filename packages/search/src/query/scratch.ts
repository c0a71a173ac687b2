/**
 * Per-document working arrays reused by every query (a query runs synchronously, so one set per
 * index is enough). Membership marks use epochs instead of clearing. Allocating such arrays per
 * query instead made V8 run full collections for their external memory every few queries.
 */
export class Scratch {
  capacity = 0;
  member = new Int32Array(0);
  hit = new Int32Array(0);
  score = new Float64Array(0);
  penalty = new Int32Array(0);
  phrase = new Uint8Array(0);
  /** Per candidate: the sum over query words of 2 for the word (or its stem) in the title, 1 for a prefix of a title word. */
  titleTier = new Uint8Array(0);
  termTitleTier = new Uint8Array(0);
  termScore = new Float64Array(0);
  termPenalty = new Int32Array(0);
  nearness = new Float64Array(0);
  /** Lists of document numbers: text candidates, after base filters, after multiselect. */
  candidates = new Int32Array(0);
  filtered = new Int32Array(0);
  results = new Int32Array(0);
  failed = new Int32Array(0);
  /** Facet counting: the set one field counts, and its complement. */
  counted = new Int32Array(0);
  outside = new Int32Array(0);
  /** Per term id: bit i set when the term stands for query word i (title phrases). */
  termBits = new Uint16Array(0);
  /** The epoch that marks the current text candidates in `member`. */
  memberEpoch = 0;
  private epoch = 0;

  fit(capacity: number, terms: number) {
    if (terms > this.termBits.length) this.termBits = new Uint16Array(Math.max(terms, 1024) * 2);
    if (capacity <= this.capacity) return;
    const size = Math.max(capacity, 1024) * 2;
    this.capacity = size;
    this.member = new Int32Array(size);
    this.hit = new Int32Array(size);
    this.score = new Float64Array(size);
    this.penalty = new Int32Array(size);
    this.phrase = new Uint8Array(size);
    this.titleTier = new Uint8Array(size);
    this.termTitleTier = new Uint8Array(size);
    this.termScore = new Float64Array(size);
    this.termPenalty = new Int32Array(size);
    this.nearness = new Float64Array(size);
    this.candidates = new Int32Array(size);
    this.filtered = new Int32Array(size);
    this.results = new Int32Array(size);
    this.failed = new Int32Array(size);
    this.counted = new Int32Array(size);
    this.outside = new Int32Array(size);
    this.epoch = 0;
  }

  nextEpoch(): number {
    if (this.epoch >= 0x3fffffff) {
      this.member.fill(0);
      this.hit.fill(0);
      this.epoch = 0;
    }
    return ++this.epoch;
  }
}
