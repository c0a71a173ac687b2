/**
 * Limits on reading a file someone sent us. They sit far above what an honest offer letter,
 * signed copy or resume needs, and far below what stalls the server: a zip bomb of about 1 MB
 * inflates to a gigabyte.
 */
export const PARSE_LIMITS = {
  /** Wall-clock time for reading one file, from when a thread starts it; past it the thread is terminated. */
  timeMs: 10_000,
  /**
   * Time a file may wait for a thread before that (the queue, a thread starting after one was
   * ended): a busy server, not a complex file, answered 503 with Retry-After.
   */
  waitMs: 20_000,
  /** The Retry-After of that answer. */
  busyRetryAfterSeconds: 5,
  /**
   * Bytes pdf-lib may inflate for one PDF, all streams together. pdf-lib inflates only object
   * and cross-reference streams while loading (page contents and images stay compressed), and
   * an honest document's come to a few MB at most.
   */
  pdfDecodedBytes: 32 * 1024 * 1024,
  /** A DOCX's uncompressed size, all entries together, and its number of entries. */
  docxUncompressedBytes: 64 * 1024 * 1024,
  docxEntries: 2_000,
  /**
   * Pixels of a drawn signature (a canvas of a few hundred by a few hundred): a PNG of a few KB
   * can declare 20000 × 20000 and cost 1.6 GB once decoded.
   */
  signaturePngPixels: 4_000_000,
  /** Heap of each worker thread: a file that needs more ends the thread, not the server. */
  workerHeapMb: 256,
} as const;
