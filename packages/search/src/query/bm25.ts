import type { DocTable } from '../store/doc-table.ts';
import { FIELD_COUNT } from '../store/fields.ts';

/** BM25F field weights: title, skills, department+category, locations, description. */
export const FIELD_WEIGHTS = [5, 3, 2, 1.5, 1] as const;
/** Length normalisation per field: short fields vary little in length, so they get less. */
export const FIELD_B = [0.5, 0.5, 0.3, 0.3, 0.75] as const;
export const K1 = 1.2;

/**
 * BM25F over live corpus statistics. Per document and term, the field frequencies are weighted
 * and length-normalised into one pseudo-frequency `t = Σ w_f·tf_f / (1 − b_f + b_f·len_f/avg_f)`,
 * which saturates once: `idf · t·(k1 + 1) / (k1 + t)`.
 */
export class Bm25 {
  private readonly a = new Float64Array(FIELD_COUNT);
  private readonly b = new Float64Array(FIELD_COUNT);
  private readonly live: number;
  private readonly lengths: Uint32Array;

  constructor(docs: DocTable) {
    this.live = docs.live;
    this.lengths = docs.fieldLengths;
    for (let field = 0; field < FIELD_COUNT; field++) {
      const average = docs.live > 0 ? docs.fieldTotals[field]! / docs.live : 0;
      const b = average > 0 ? FIELD_B[field]! : 0;
      // weight / (a + b·len) with the weight folded in: w/(1 − b + b·len/avg).
      this.a[field] = (1 - b) / FIELD_WEIGHTS[field]!;
      this.b[field] = average > 0 ? b / average / FIELD_WEIGHTS[field]! : 0;
    }
  }

  idf(df: number): number {
    return Math.log(1 + (this.live - df + 0.5) / (df + 0.5));
  }

  /** Score of one posting (packed field frequencies, see fields.ts) of `doc`. */
  score(packed: number, doc: number, idf: number): number {
    const base = doc * FIELD_COUNT;
    const lengths = this.lengths;
    const a = this.a;
    const b = this.b;
    let t = 0;
    if ((packed & 0x3fffff) === 0) {
      // Most postings are in the description only.
      t = (packed >>> 22) / (a[4]! + b[4]! * lengths[base + 4]!);
      return (idf * t * (K1 + 1)) / (K1 + t);
    }
    let tf = packed & 127;
    if (tf !== 0) t += tf / (a[0]! + b[0]! * lengths[base]!);
    tf = (packed >>> 7) & 31;
    if (tf !== 0) t += tf / (a[1]! + b[1]! * lengths[base + 1]!);
    tf = (packed >>> 12) & 31;
    if (tf !== 0) t += tf / (a[2]! + b[2]! * lengths[base + 2]!);
    tf = (packed >>> 17) & 31;
    if (tf !== 0) t += tf / (a[3]! + b[3]! * lengths[base + 3]!);
    tf = packed >>> 22;
    if (tf !== 0) t += tf / (a[4]! + b[4]! * lengths[base + 4]!);
    return (idf * t * (K1 + 1)) / (K1 + t);
  }
}
