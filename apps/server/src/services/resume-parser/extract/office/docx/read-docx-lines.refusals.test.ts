import { Document, Packer, Paragraph } from 'docx';
import { describe, expect, test } from 'vitest';
import { zipBombDocx } from '../../../../../test/hostile-files.ts';
import { spaces, writeZip, type ZipPart } from '../office-zip-test-kit.ts';
import { readDocxLines } from './read-docx-lines.ts';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const documentXml = (prolog: string, text: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${prolog}<w:document xmlns:w="${W}"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`;

/** A DOCX of its two indispensable parts, with the document part as given. */
const handWritten = (document: Omit<ZipPart, 'name'> | null) =>
  writeZip([
    { name: '[Content_Types].xml', content: CONTENT_TYPES },
    ...(document === null ? [] : [{ name: 'word/document.xml', ...document }]),
  ]);

describe('readDocxLines: a file it cannot read is refused with null, never a throw', () => {
  test('the smallest honest DOCX is read (the refusals below are for what they change)', async () => {
    expect(
      (await readDocxLines(handWritten({ content: documentXml('', 'Ada Lovelace') })))?.map(
        (line) => line.text,
      ),
    ).toEqual(['Ada Lovelace']);
  });

  test('a zip bomb is refused whether its directory tells the truth or understates the size', async () => {
    expect(await readDocxLines(zipBombDocx({ inflatedMb: 100, isWord: true }))).toBeNull();
    const understated = handWritten({
      content: Buffer.concat([Buffer.from(documentXml('', 'Ada')), spaces(100)]),
      declaredSize: 4096,
    });
    expect(await readDocxLines(understated)).toBeNull();
  });

  test('a zip without the document part, a file that is no zip and a cut-off DOCX are refused', async () => {
    expect(await readDocxLines(handWritten(null))).toBeNull();
    expect(
      await readDocxLines(new TextEncoder().encode('Ada Lovelace\nada@example.org')),
    ).toBeNull();
    expect(await readDocxLines(new Uint8Array(0))).toBeNull();
    const whole = await Packer.toBuffer(
      new Document({ sections: [{ children: [new Paragraph('Ada Lovelace')] }] }),
    );
    expect(await readDocxLines(new Uint8Array(whole.subarray(0, whole.length / 2)))).toBeNull();
  });

  test('a document part cut off before its end is damaged, not a shorter resume', async () => {
    const whole = documentXml('', 'Ada Lovelace</w:t></w:r></w:p><w:p><w:r><w:t>Analyst');
    for (const cut of ['Ada Lovel', 'Analyst</w:t></w:r></w:p>', '</w:body>']) {
      const content = whole.slice(0, whole.indexOf(cut) + cut.length);
      expect(await readDocxLines(handWritten({ content })), cut).toBeNull();
    }
    const trailing = `${whole}\r\n<!-- saved by hand -->\n`;
    expect((await readDocxLines(handWritten({ content: trailing })))?.length).toBe(2);
  });

  test('a document part that declares entities (a billion laughs) is refused', async () => {
    const laughs =
      '<!DOCTYPE w:document [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>';
    expect(await readDocxLines(handWritten({ content: documentXml(laughs, '&lol2;') }))).toBeNull();
  });
});
