/** The standard PDF fonts speak WinAnsi only: anything else becomes '?' instead of a crash. */
export const winAnsiSafe = (text: string): string =>
  [...text.normalize('NFC')]
    .map((char) => {
      const code = char.codePointAt(0)!;
      return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) ? char : '?';
    })
    .join('');

/** Splits text into lines of at most `width` characters, on spaces where possible. */
export const wrapText = (text: string, width: number): string[] => {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const chunks = word.match(new RegExp(`.{1,${width}}`, 'g')) ?? [];
      for (const chunk of chunks) {
        if (!line) line = chunk;
        else if (line.length + 1 + chunk.length <= width) line += ` ${chunk}`;
        else {
          lines.push(line);
          line = chunk;
        }
      }
    }
    lines.push(line);
  }
  return lines;
};
