import { runParseTask } from '../parse-pool/parse-pool.ts';
import type { ParsedResume, ResumeInput } from './parsed-resume.ts';

export {
  WRITE_CONFIDENCE,
  emptyResume,
  type ConfidentField,
  type ParsedResume,
  type ResumeInput,
} from './parsed-resume.ts';

/**
 * Reads a resume's text and fields in the parse pool, off the event loop (a hostile or huge
 * file costs a worker thread, bounded in time and memory, and answers 422 file_too_complex).
 * An image, a protected or damaged file, or a DOCX refused by the zip checks gives
 * `textReadable: false` and nothing else.
 */
export const readResume = (input: ResumeInput): Promise<ParsedResume> =>
  runParseTask('parseResume', input);
