import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { zipBombPdf } from '../../test/hostile-files.ts';
import { expectRefusedOffLoop } from '../../test/expect-refused-off-loop.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkPdf } from './validate-pdf.ts';

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

describe('checkPdf on hostile PDFs', () => {
  it('reads an honest PDF', async () => {
    expect(await checkPdf(await onePagePdf())).toEqual({ pageCount: 1 });
  });

  it.each([
    ['a zip-bomb object stream', false],
    ['a zip bomb wrapped in hex', true],
  ])(
    'refuses %s within 2 s with 422 file_too_complex, /healthz answering meanwhile',
    async (_, hexWrapped) => {
      const bomb = zipBombPdf({ inflatedMb: 300, hexWrapped });
      expect(bomb.byteLength).toBeLessThan(1.5 * 1024 * 1024);
      await expectRefusedOffLoop(t.app, `PDF of ${bomb.byteLength} bytes`, () => checkPdf(bomb));
    },
  );

  it('refuses a file with a PDF header and no pages tree with a 400, not a 500', async () => {
    await expect(
      checkPdf(new TextEncoder().encode('%PDF-1.4\n% a tiny resume\n')),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('still reads an honest PDF after a refusal', async () => {
    expect(await checkPdf(await onePagePdf())).toEqual({ pageCount: 1 });
  });
});
