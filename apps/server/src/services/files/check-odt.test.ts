import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { spaces, writeZip } from '../resume-parser/extract/office/office-zip-test-kit.ts';
import { odtParts, writeOdt } from '../resume-parser/extract/office/odt/odt-test-kit.ts';
import { checkFileContent } from './check-file-content.ts';

const ODT = 'application/vnd.oasis.opendocument.text';
const body = '<text:p text:style-name="Standard">Zofia Wiśniewska</text:p>';
const check = (bytes: Uint8Array) => checkFileContent({ name: 'cv.odt', bytes, accept: '.odt' });

// The parse pool's threads come with the app.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('checkFileContent with an ODT', () => {
  it('takes an ODT as LibreOffice Writer writes one', async () => {
    expect(await check(writeOdt({ body }))).toEqual({ mime: ODT, extensions: ['odt'] });
  });

  it('refuses a password-protected ODT with 422 file_encrypted', async () => {
    const encrypted = `<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"><manifest:encryption-data manifest:checksum-type="SHA1/1K" manifest:checksum="c2hh"><manifest:algorithm manifest:algorithm-name="Blowfish CFB" manifest:initialisation-vector="aXY="/></manifest:encryption-data></manifest:file-entry>`;
    await expect(check(writeOdt({ body, manifestEntries: encrypted }))).rejects.toMatchObject({
      status: 422,
      code: 'file_encrypted',
    });
  });

  it('refuses an ODT whose content understates its inflated size with 422 file_too_complex', async () => {
    const bomb = odtParts({ body }).map((part) =>
      part.name === 'content.xml'
        ? {
            ...part,
            content: Buffer.concat([Buffer.from(String(part.content)), spaces(20)]),
            declaredSize: 4096,
          }
        : part,
    );
    await expect(check(writeZip(bomb))).rejects.toMatchObject({
      status: 422,
      code: 'file_too_complex',
    });
  });
});
