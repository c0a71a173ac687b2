import { ensure } from './growable.ts';

const CHUNK = 1 << 20;

/**
 * Postings of a bulk build, in document order, in fixed-size chunks: growing them never copies,
 * and the final lists are allocated once at their exact size. Growing one array per term by
 * doubling instead allocated (and copied) about twice the final size in small steps, and the
 * garbage collector ran a full collection every few tens of megabytes.
 */
export class BulkPostings {
  private readonly termChunks: Uint32Array[] = [];
  private readonly tfChunks: Uint32Array[] = [];
  private termChunk = new Uint32Array(0);
  private tfChunk = new Uint32Array(0);
  private position = CHUNK;
  private total = 0;
  private counts = new Int32Array(1024);
  /** Per document, the number of postings written before its first. */
  private docStarts = new Uint32Array(1024);
  private firstDoc = -1;
  private lastDoc = -1;

  append(term: number, doc: number, packedTf: number) {
    if (this.lastDoc < doc) this.startDocuments(doc);
    if (this.position === CHUNK) {
      this.termChunk = new Uint32Array(CHUNK);
      this.tfChunk = new Uint32Array(CHUNK);
      this.termChunks.push(this.termChunk);
      this.tfChunks.push(this.tfChunk);
      this.position = 0;
    }
    this.termChunk[this.position] = term;
    this.tfChunk[this.position++] = packedTf;
    this.total++;
    if (term >= this.counts.length) this.counts = ensure(this.counts, term + 1);
    this.counts[term]! += 1;
  }

  /** Notes where the postings of the documents up to `doc` start. */
  private startDocuments(doc: number) {
    if (this.firstDoc < 0) this.firstDoc = doc;
    while (this.lastDoc < doc) {
      this.lastDoc++;
      this.docStarts = ensure(this.docStarts, this.lastDoc - this.firstDoc + 2);
      this.docStarts[this.lastDoc - this.firstDoc] = this.total;
    }
  }

  /** Existing lists first (their documents are older), then the bulk postings, packed. */
  scatter(
    termCount: number,
    oldDocs: Uint32Array[],
    oldTfs: Uint32Array[],
    oldLengths: Int32Array,
  ) {
    const lengths = new Int32Array(Math.max(termCount, oldLengths.length));
    const cursors = new Int32Array(termCount);
    let size = 0;
    for (let term = 0; term < termCount; term++) {
      cursors[term] = size;
      lengths[term] = oldLengths[term]! + (this.counts[term] ?? 0);
      size += lengths[term]!;
    }
    const allDocs = new Uint32Array(size);
    const allTfs = new Uint32Array(size);
    for (let term = 0; term < termCount; term++) {
      const length = oldLengths[term]!;
      allDocs.set(oldDocs[term]!.subarray(0, length), cursors[term]);
      allTfs.set(oldTfs[term]!.subarray(0, length), cursors[term]);
      cursors[term]! += length;
    }
    this.docStarts = ensure(this.docStarts, this.lastDoc - this.firstDoc + 2);
    this.docStarts[this.lastDoc - this.firstDoc + 1] = this.total;
    let doc = this.firstDoc;
    let nextDocAt = this.docStarts[1] ?? this.total;
    for (let index = 0; index < this.total; index++) {
      while (index >= nextDocAt) nextDocAt = this.docStarts[++doc - this.firstDoc + 1]!;
      const chunk = Math.floor(index / CHUNK);
      const offset = index % CHUNK;
      const term = this.termChunks[chunk]![offset]!;
      const at = cursors[term]!++;
      allDocs[at] = doc;
      allTfs[at] = this.tfChunks[chunk]![offset]!;
    }
    const docs: Uint32Array[] = [];
    const tfs: Uint32Array[] = [];
    let offset = 0;
    for (let term = 0; term < termCount; term++) {
      docs.push(allDocs.subarray(offset, offset + lengths[term]!));
      tfs.push(allTfs.subarray(offset, offset + lengths[term]!));
      offset += lengths[term]!;
    }
    return { docs, tfs, lengths };
  }
}
