import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { honestDocx, zipBombDocx } from '../../test/hostile-files.ts';
import { expectRefusedOffLoop } from '../../test/expect-refused-off-loop.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkDocx } from './check-docx.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.inject({ url: '/healthz' }); // the first answer pays for warming up the routes
});
afterAll(async () => {
  await t.close();
});

describe('checkDocx', () => {
  it('passes an honest DOCX and counts its entries', async () => {
    expect(await checkDocx(honestDocx())).toEqual({ entries: 2, uncompressedBytes: 149 });
  });

  it('refuses what is not a DOCX with a 400', async () => {
    await expect(checkDocx(new TextEncoder().encode('just text'))).rejects.toMatchObject({
      status: 400,
    });
  });

  it.each([
    ['declares its 300 MB', undefined],
    ['claims to be 2 KB', 2048],
  ])(
    'refuses a zip-bomb DOCX that %s within 2 s with 422 file_too_complex, /healthz answering meanwhile',
    async (_, declaredSize) => {
      const bomb = zipBombDocx({ inflatedMb: 300, declaredSize });
      expect(bomb.byteLength).toBeLessThan(1024 * 1024);
      await expectRefusedOffLoop(t.app, `DOCX of ${bomb.byteLength} bytes`, () => checkDocx(bomb));
    },
  );
});
