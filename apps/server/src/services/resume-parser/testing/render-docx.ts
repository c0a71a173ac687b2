import {
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { DocLine, ResumeDocument } from './resume-document.ts';

const paragraph = (line: DocLine) => {
  if (line.style === 'heading')
    return new Paragraph({ text: line.cells[0], heading: HeadingLevel.HEADING_2 });
  if (line.style === 'name')
    return new Paragraph({
      children: [new TextRun({ text: line.cells[0]!, bold: true, size: 36 })],
    });
  if (line.style === 'bullet') return new Paragraph({ text: line.cells[0], bullet: { level: 0 } });
  return new Paragraph({ text: line.cells.join(' | ') });
};

const cell = (children: Paragraph[]) =>
  new TableCell({ children, width: { size: 50, type: WidthType.PERCENTAGE } });

/** Lines in order; table rows of the table layout gathered into Word tables. */
const blocks = (lines: readonly DocLine[]) => {
  const out: (Paragraph | Table)[] = [];
  let rows: TableRow[] = [];
  for (const line of lines) {
    if (line.style === 'row') {
      rows.push(
        new TableRow({ children: line.cells.map((text) => cell([new Paragraph({ text })])) }),
      );
      continue;
    }
    if (rows.length > 0) out.push(new Table({ rows }));
    rows = [];
    out.push(paragraph(line));
  }
  if (rows.length > 0) out.push(new Table({ rows }));
  return out;
};

/** A resume as a Word document; two columns are a two-cell table, as Word templates do it. */
export const renderDocx = async (document: ResumeDocument): Promise<Uint8Array> => {
  const body =
    document.layout === 'two-column'
      ? [
          ...blocks(document.top),
          new Table({
            rows: [
              new TableRow({
                children: [
                  cell(blocks(document.side) as Paragraph[]),
                  cell(blocks(document.main) as Paragraph[]),
                ],
              }),
            ],
          }),
        ]
      : blocks([...document.top, ...document.main]);
  const file = new Document({ sections: [{ children: body }] });
  return new Uint8Array(await Packer.toBuffer(file));
};
