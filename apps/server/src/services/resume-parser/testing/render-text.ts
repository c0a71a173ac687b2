import type { DocLine, ResumeDocument } from './resume-document.ts';

const textLine = (line: DocLine) =>
  line.style === 'bullet' ? `- ${line.cells[0]}` : line.cells.join(' | ');

/** A resume as a plain-text file (sidebar after the top, then the main column). */
export const renderText = (
  document: ResumeDocument,
  encoding: 'utf-8' | 'utf-8-bom' | 'utf-16le',
): Uint8Array => {
  const lines = [...document.top, ...document.side, ...document.main];
  const text = lines
    .map((line) => (line.style === 'heading' ? `\n${textLine(line)}` : textLine(line)))
    .join('\n');
  if (encoding === 'utf-8') return new TextEncoder().encode(text);
  if (encoding === 'utf-8-bom') return new TextEncoder().encode(`\uFEFF${text}`);
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes.set([0xff, 0xfe]);
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    bytes[2 + index * 2] = code & 0xff;
    bytes[3 + index * 2] = code >> 8;
  }
  return bytes;
};
