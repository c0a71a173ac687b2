import { PDFDocument } from 'pdf-lib';
import { afterEach, describe, expect, it } from 'vitest';
import { zipBombPdf } from '../../test/hostile-files.ts';
import { createParsePool, runParseTask, type ParsePool } from './parse-pool.ts';

const onePagePdf = async () => {
  const document = await PDFDocument.create();
  document.addPage();
  return document.save();
};

const honest = { status: 'ok', pageCount: 1 };

describe('runParseTask', () => {
  it('ends a task past its time limit with 422 file_too_complex, and the pool reads the next file', async () => {
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

describe('a pool whose threads are slow to start (a machine with every core taken)', () => {
  let pool: ParsePool | undefined;
  afterEach(async () => {
    await pool?.close();
  });

  it('counts only the parse against the time limit, not the wait for a thread', async () => {
    pool = createParsePool({ workerStartDelayMs: 1500, maxThreads: 1 });
    // The thread starts after 1.5 s; reading one page takes a few ms of the 500 allowed.
    expect(await pool.run('validatePdf', await onePagePdf(), { timeMs: 500 })).toEqual(honest);
  });

  it('answers 503 server_busy with Retry-After when no thread takes the file in time, then reads the next one', async () => {
    pool = createParsePool({ workerStartDelayMs: 1500, maxThreads: 1 });
    const error: unknown = await pool
      .run('validatePdf', await onePagePdf(), { waitMs: 100 })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 503,
      code: 'server_busy',
      headers: { 'Retry-After': '5' },
    });
    expect(await pool.run('validatePdf', await onePagePdf())).toEqual(honest);
  });
});
