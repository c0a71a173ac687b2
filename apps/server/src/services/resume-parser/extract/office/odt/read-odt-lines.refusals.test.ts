import { describe, expect, test } from 'vitest';
import { spaces, writeZip } from '../office-zip-test-kit.ts';
import { odtParts, writeOdt } from './odt-test-kit.ts';
import { readOdtLines } from './read-odt-lines.ts';

const p = (text: string) => `<text:p text:style-name="Standard">${text}</text:p>`;

describe('readOdtLines: a file it cannot read is refused with null, never a throw', () => {
  const contentXml = (parts: ReturnType<typeof odtParts>) =>
    String(parts.find((part) => part.name === 'content.xml')!.content);

  test('a zip bomb is refused whether its directory tells the truth or understates the size', async () => {
    const honest = odtParts({ body: p('Ada') }).map((part) =>
      part.name === 'content.xml' ? { ...part, content: contentXml([part]) + spaces(100) } : part,
    );
    expect(await readOdtLines(writeZip(honest))).toBeNull();
    const understated = honest.map((part) =>
      part.name === 'content.xml' ? { ...part, declaredSize: 4096 } : part,
    );
    expect(await readOdtLines(writeZip(understated))).toBeNull();
  });

  test('an ODT without content.xml, a file that is no zip and a cut-off ODT are refused', async () => {
    const parts = odtParts({ body: p('Ada Lovelace') });
    expect(
      await readOdtLines(writeZip(parts.filter((part) => part.name !== 'content.xml'))),
    ).toBeNull();
    expect(
      await readOdtLines(new TextEncoder().encode('Ada Lovelace\nada@example.org')),
    ).toBeNull();
    expect(await readOdtLines(new Uint8Array(0))).toBeNull();
    const whole = writeZip(parts);
    expect(await readOdtLines(whole.subarray(0, whole.length / 2))).toBeNull();
  });

  test('a content.xml cut off before its end is damaged, not a shorter resume', async () => {
    const parts = odtParts({ body: p('Ada Lovelace') + p('Analyst') });
    const whole = contentXml(parts);
    for (const cut of ['Ada Lovel', 'Analyst</text:p>', '</office:text>']) {
      const content = whole.slice(0, whole.indexOf(cut) + cut.length);
      const cutOff = parts.map((part) =>
        part.name === 'content.xml' ? { ...part, content } : part,
      );
      expect(await readOdtLines(writeZip(cutOff)), cut).toBeNull();
    }
  });

  test('a password-protected ODT, a spreadsheet and a content.xml that declares entities are refused', async () => {
    const encrypted = `<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml" manifest:size="1024"><manifest:encryption-data manifest:checksum-type="SHA1/1K" manifest:checksum="c2hh"><manifest:algorithm manifest:algorithm-name="Blowfish CFB" manifest:initialisation-vector="aXY="/><manifest:key-derivation manifest:key-derivation-name="PBKDF2" manifest:key-size="16" manifest:iteration-count="1024" manifest:salt="c2FsdA=="/></manifest:encryption-data></manifest:file-entry>`;
    expect(await readOdtLines(writeOdt({ body: p('Ada'), manifestEntries: encrypted }))).toBeNull();
    const spreadsheet = writeOdt({
      body: p('Ada'),
      mimetype: 'application/vnd.oasis.opendocument.spreadsheet',
    });
    expect(await readOdtLines(spreadsheet)).toBeNull();
    const laughs = odtParts({ body: p('&lol2;') }).map((part) =>
      part.name === 'content.xml'
        ? {
            ...part,
            content: contentXml([part]).replace(
              '?>',
              '?><!DOCTYPE office:document-content [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;">]>',
            ),
          }
        : part,
    );
    expect(await readOdtLines(writeZip(laughs))).toBeNull();
  });

  test('the same package without those faults is read (the refusals above are for them)', async () => {
    expect(
      (await readOdtLines(writeZip(odtParts({ body: p('Ada Lovelace') }))))?.map(
        (line) => line.text,
      ),
    ).toEqual(['Ada Lovelace']);
  });
});
