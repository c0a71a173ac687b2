import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Text goes out compressed: built assets as the build compressed them, answers as they are made.
describe('compression', () => {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  const script = `export const words = ${JSON.stringify('careers '.repeat(500))};\n`;
  let test: TestApp;

  beforeAll(async () => {
    fs.mkdirSync(path.join(webDist, 'gen/js'), { recursive: true });
    const file = path.join(webDist, 'gen/js/app-abc123.js');
    fs.writeFileSync(file, script);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
    test = await createTestApp({ env: { WEB_DIST_DIR: webDist } });
  });
  afterAll(async () => {
    await test.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('sends the brotli copy of a built script to a browser that accepts brotli', async () => {
    const response = await test.app.inject({
      url: '/gen/js/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends gzip, or the plain file, to clients that ask for those', async () => {
    const gzip = await test.app.inject({
      url: '/gen/js/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await test.app.inject({ url: '/gen/js/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses an API answer on the fly', async () => {
    const response = await test.app.inject({
      url: '/api/docs',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    const document = JSON.parse(zlib.brotliDecompressSync(response.rawPayload).toString());
    expect(document.openapi).toMatch(/^3\./);
  });
});
