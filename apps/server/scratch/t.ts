import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { readFileSync, writeFileSync } from 'node:fs';
const dir = '../../node_modules/@fontsource/';
const doc = await PDFDocument.create();
doc.registerFontkit(fontkit);
const page = doc.addPage();
for (const [file, text, y] of [
  ['noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff', 'محمد علي', 700],
  ['noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff', 'محمد', 650],
  ['noto-sans/files/noto-sans-latin-ext-400-normal.woff', 'Łukasz Żółkiewski', 600],
  ['noto-sans-hebrew/files/noto-sans-hebrew-hebrew-400-normal.woff', 'שלום', 550],
] as const) {
  try {
    const font = await doc.embedFont(readFileSync(dir + file), { subset: true });
    page.drawText(text, { x: 50, y, size: 20, font });
    console.log('ok', file);
  } catch (e) { console.log('fail', file, (e as Error).message); }
}
const bytes = await doc.save();
writeFileSync('/tmp/h12-t.pdf', bytes);
const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
const pdf = await pdfjs.getDocument({ data: bytes }).promise;
const p = await pdf.getPage(1);
const tc = await p.getTextContent();
console.log(tc.items.map((i: any) => i.str));
