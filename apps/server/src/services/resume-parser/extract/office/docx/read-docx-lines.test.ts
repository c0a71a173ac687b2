import { HeadingLevel, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { describe, expect, test } from 'vitest';
import { docx, lineOf, texts } from './docx-test-kit.ts';

describe('readDocxLines: the layout of each line', () => {
  test('a heading is known by its style (built-in, localised or by outline level), a name by its size', async () => {
    const lines = await docx(
      {
        children: [
          new Paragraph({
            children: [new TextRun({ text: 'Ada Lovelace', size: 40, bold: true })],
          }),
          new Paragraph({ text: 'Experience', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ text: 'Analyst, Babbage & Co' }),
          new Paragraph({ text: 'Ausbildung', style: 'berschrift1' }),
          new Paragraph({ text: 'Skills', style: 'SectionTitle' }),
        ],
      },
      {
        paragraphStyles: [
          // Word's German "Überschrift 1" keeps its English name and drops the Ü from its id.
          { id: 'berschrift1', name: 'heading 1', basedOn: 'Normal', run: { size: 28 } },
          {
            id: 'SectionTitle',
            name: 'Section title',
            basedOn: 'Normal',
            paragraph: { outlineLevel: 0 },
          },
        ],
      },
    );
    expect(lineOf(lines, 'Ada Lovelace')).toMatchObject({
      size: 20,
      isBold: true,
      isHeading: false,
    });
    expect(lineOf(lines, 'Experience')).toMatchObject({ isHeading: true });
    expect(lineOf(lines, 'Experience')!.size).toBeGreaterThan(11);
    expect(lineOf(lines, 'Analyst, Babbage & Co')).toMatchObject({
      size: 11,
      isBold: false,
      isHeading: false,
    });
    expect(lineOf(lines, 'Ausbildung')).toMatchObject({ isHeading: true, size: 14 });
    expect(lineOf(lines, 'Skills')).toMatchObject({ isHeading: true, size: 11 });
  });

  test('a line is bold when most of its letters are, by its runs, a character style or its paragraph style', async () => {
    const lines = await docx(
      {
        children: [
          new Paragraph({
            children: [new TextRun({ text: 'Senior Analyst', bold: true }), new TextRun(', 2021')],
          }),
          new Paragraph({
            children: [
              new TextRun({ text: 'SQL', bold: true }),
              new TextRun(' and Python every day'),
            ],
          }),
          new Paragraph({ children: [new TextRun({ text: 'Babbage & Co', style: 'Strong' })] }),
          new Paragraph({ text: 'Analytical Engine', style: 'Emphasised' }),
        ],
      },
      {
        characterStyles: [{ id: 'Strong', name: 'Strong', run: { bold: true } }],
        paragraphStyles: [
          { id: 'Emphasised', name: 'Emphasised', basedOn: 'Normal', run: { bold: true } },
        ],
      },
    );
    expect(lineOf(lines, 'Senior Analyst, 2021')?.isBold).toBe(true);
    expect(lineOf(lines, 'SQL and Python every day')?.isBold).toBe(false);
    expect(lineOf(lines, 'Babbage & Co')?.isBold).toBe(true);
    expect(lineOf(lines, 'Analytical Engine')?.isBold).toBe(true);
  });
});

const cell = (texts: string[], width: number) =>
  new TableCell({
    children: texts.map((text) => new Paragraph(text)),
    width: { size: width, type: WidthType.DXA },
  });

describe('readDocxLines: tables', () => {
  test('a table of one line a cell is read row by row, each row one line of its cells in order', async () => {
    const lines = await docx({
      children: [
        new Paragraph('Skills'),
        new Table({
          columnWidths: [3000, 3000, 3000],
          rows: [
            new TableRow({ children: ['Language', 'Level', 'Since'].map((t) => cell([t], 3000)) }),
            new TableRow({ children: ['Python', 'Expert', '2015'].map((t) => cell([t], 3000)) }),
            new TableRow({
              children: ['SQL (PostgreSQL, Snowflake)', '', '2018'].map((t) => cell([t], 3000)),
            }),
          ],
        }),
        new Paragraph('After the table'),
      ],
    });
    expect(texts(lines)).toEqual([
      'Skills',
      'Language\tLevel\tSince',
      'Python\tExpert\t2015',
      'SQL (PostgreSQL, Snowflake)\t2018',
      'After the table',
    ]);
    expect(lineOf(lines, 'Language\tLevel\tSince')?.startsBlock).toBe(true);
    expect(lineOf(lines, 'After the table')?.startsBlock).toBe(true);
  });

  test('a two-column layout table is read cell after cell, a narrow column of several lines a sidebar', async () => {
    const lines = await docx({
      children: [
        new Table({
          columnWidths: [2800, 6560],
          rows: [
            new TableRow({
              children: [
                cell(['Contact', 'ada@example.org', '+44 20 7946 0958', 'London'], 2800),
                cell(['Experience', 'Analyst, Babbage & Co', '2021 – today'], 6560),
              ],
            }),
          ],
        }),
      ],
    });
    expect(texts(lines)).toEqual([
      'Contact',
      'ada@example.org',
      '+44 20 7946 0958',
      'London',
      'Experience',
      'Analyst, Babbage & Co',
      '2021 – today',
    ]);
    expect(lines!.slice(0, 4).map((line) => line.region)).toEqual(['side', 'side', 'side', 'side']);
    expect(lines!.slice(4).map((line) => line.region)).toEqual(['main', 'main', 'main']);
    expect(lineOf(lines, 'Experience')?.startsBlock).toBe(true);
  });
});
