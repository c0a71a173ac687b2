import { extractLines } from './extract/extract-lines.ts';
import { readFields } from './fields/read-fields.ts';
import { emptyResume, type ParsedResume, type ResumeInput } from './parsed-resume.ts';

/**
 * Reads a resume in the calling thread: its lines by type, then its fields. The parse pool runs
 * it in a worker (index.ts); tests and the benchmark may call it directly.
 */
export const parseResume = async (input: ResumeInput): Promise<ParsedResume> => {
  const lines = await extractLines(input.bytes, input.contentType);
  if (!lines || lines.every((line) => line.text.trim() === '')) return emptyResume();
  return { ...emptyResume(), textReadable: true, ...readFields(lines, input) };
};
