import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { honestDocx, zipBombDocx } from '../../test/hostile-files.ts';
import { probeHealthDuring } from '../../test/probe-health.ts';
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
      const run = await probeHealthDuring(t.app, () => checkDocx(bomb));
      console.info(
        `DOCX of ${bomb.byteLength} bytes: answered in ${Math.round(run.elapsedMs)} ms; /healthz meanwhile ${run.healthMs.map(Math.round).join(', ')} ms`,
      );
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
});
