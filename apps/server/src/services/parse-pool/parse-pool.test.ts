import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { zipBombPdf } from '../../test/hostile-files.ts';
import { runParseTask } from './parse-pool.ts';

const onePagePdf = async () => {
  const document = await PDFDocument.create();
  document.addPage();
  return document.save();
};

describe('runParseTask', () => {
  it('ends a task past its time limit with 422 file_too_complex, and the pool reads the next file', async () => {
    const honest = { status: 'ok', pageCount: 1 };
    expect(await runParseTask('validatePdf', await onePagePdf())).toEqual(honest); // a warm thread
    const bomb = zipBombPdf({ inflatedMb: 300 }); // pdf-lib needs a few hundred ms to refuse it
    const started = performance.now();
    await expect(runParseTask('validatePdf', bomb, { timeMs: 50 })).rejects.toMatchObject({
      status: 422,
      code: 'file_too_complex',
    });
    console.info(
      `time limit of 50 ms: refused after ${Math.round(performance.now() - started)} ms`,
    );
    expect(await runParseTask('validatePdf', await onePagePdf())).toEqual(honest);
  });
});
