import { fileTooComplex } from '../parse-pool/file-too-complex.ts';
import { runParseTask, type ParseTimeLimits } from '../parse-pool/parse-pool.ts';
import type { StampInput } from './stamp-and-certify.ts';

/**
 * Signs a PDF: stamps the signature (the drawn image if any, the typed full name and the date)
 * on the last page, then appends the completion certificate. `original` is what the candidate
 * was sent; `base` is what gets signed (the original, or the candidate's uploaded signed copy).
 * The work runs in the parse pool, since both PDFs and the drawn image come from people, within
 * `limits` (the pool's own unless given).
 */
export const signPdf = async (input: StampInput, limits?: ParseTimeLimits): Promise<Uint8Array> => {
  const result = await runParseTask('signPdf', input, limits);
  if (result.status === 'too_complex') throw fileTooComplex();
  return result.bytes;
};
