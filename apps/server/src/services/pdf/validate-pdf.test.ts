import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import type { App } from '../../app.ts';
import { AppError } from '../../http/app-error.ts';
import { zipBombPdf } from '../../test/hostile-files.ts';
import { probeHealthDuring } from '../../test/probe-health.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { loadValidPdf } from './validate-pdf.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.inject({ url: '/healthz' }); // the first answer pays for warming up the routes
});
afterAll(async () => {
  await t.close();
});

const onePagePdf = async () => {
  const document = await PDFDocument.create();
  document.addPage();
  return document.save();
};

const refusal = async (app: App, bytes: Uint8Array) => {
  const run = await probeHealthDuring(app, () => loadValidPdf(bytes));
  console.info(
    `PDF of ${bytes.byteLength} bytes: answered in ${Math.round(run.elapsedMs)} ms; /healthz meanwhile ${run.healthMs.map(Math.round).join(', ')} ms`,
  );
  return run;
};

describe('loadValidPdf on hostile PDFs', () => {
  it('reads an honest PDF', async () => {
    expect(await loadValidPdf(await onePagePdf())).toEqual({ pageCount: 1 });
  });

  it.each([
    ['a zip-bomb object stream', false],
    ['a zip bomb wrapped in hex', true],
  ])(
    'refuses %s within 2 s with 422 file_too_complex, /healthz answering meanwhile',
    async (_, hexWrapped) => {
      const bomb = zipBombPdf({ inflatedMb: 300, hexWrapped });
      expect(bomb.byteLength).toBeLessThan(1.5 * 1024 * 1024);
      const run = await refusal(t.app, bomb);
      expect(run.settled.ok).toBe(false);
      const error = !run.settled.ok && run.settled.error;
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ status: 422, code: 'file_too_complex' });
      expect(run.elapsedMs).toBeLessThan(2000);
      expect(run.healthStatuses.length).toBeGreaterThan(0);
      expect(run.healthStatuses.every((status) => status === 200)).toBe(true);
      expect(Math.max(...run.healthMs)).toBeLessThan(100);
    },
  );

  it('still reads an honest PDF after a refusal', async () => {
    expect(await loadValidPdf(await onePagePdf())).toEqual({ pageCount: 1 });
  });
});
