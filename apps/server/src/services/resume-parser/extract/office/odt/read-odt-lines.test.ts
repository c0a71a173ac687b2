import { describe, expect, test } from 'vitest';
import type { ResumeLine } from '../../resume-line.ts';
import { BOLD_STYLES, writeOdt } from './odt-test-kit.ts';
import { readOdtLines } from './read-odt-lines.ts';

const texts = (lines: ResumeLine[] | null) => lines?.map((line) => line.text);
const lineOf = (lines: ResumeLine[] | null, text: string) =>
  lines?.find((line) => line.text === text);

const p = (text: string, style = 'Standard') =>
  `<text:p text:style-name="${style}">${text}</text:p>`;

describe('readOdtLines: the layout of each line', () => {
  test('a heading is known by text:h or its style, a name by its size', async () => {
    const lines = await readOdtLines(
      writeOdt({
        automaticStyles: `<style:style style:name="P2" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-size="20pt" fo:font-weight="bold"/></style:style>`,
        body: [
          p('Ada Lovelace', 'P2'),
          '<text:h text:style-name="Heading_20_1" text:outline-level="1">Experience</text:h>',
          p('Analyst, Babbage &amp; Co', 'Text_20_body'),
          p('Education', 'Heading_20_2'),
        ].join(''),
      }),
    );
    expect(lineOf(lines, 'Ada Lovelace')).toMatchObject({
      size: 20,
      isBold: true,
      isHeading: false,
    });
    // Heading 1 is 130 % of the 14 pt of "Heading", its parent.
    expect(lineOf(lines, 'Experience')).toMatchObject({
      size: 18.2,
      isBold: true,
      isHeading: true,
    });
    expect(lineOf(lines, 'Analyst, Babbage & Co')).toMatchObject({
      size: 12,
      isBold: false,
      isHeading: false,
    });
    expect(lineOf(lines, 'Education')).toMatchObject({ isHeading: true, size: 16.1 });
  });

  test('a line is bold when most of its letters are, by a span, a character style or its paragraph style', async () => {
    const lines = await readOdtLines(
      writeOdt({
        automaticStyles: BOLD_STYLES,
        body: [
          p('<text:span text:style-name="T1">Senior Analyst</text:span>, 2021'),
          p('<text:span text:style-name="T1">SQL</text:span> and Python every day'),
          p('<text:span text:style-name="Strong_20_Emphasis">Babbage &amp; Co</text:span>'),
          p('Analytical Engine', 'P1'),
        ].join(''),
      }),
    );
    expect(lineOf(lines, 'Senior Analyst, 2021')?.isBold).toBe(true);
    expect(lineOf(lines, 'SQL and Python every day')?.isBold).toBe(false);
    expect(lineOf(lines, 'Babbage & Co')?.isBold).toBe(true);
    expect(lineOf(lines, 'Analytical Engine')?.isBold).toBe(true);
  });

  test('white space runs into one space as ODF says; text:s, text:tab and text:line-break are kept', async () => {
    const lines = await readOdtLines(
      writeOdt({
        body: p(
          'Ada   \n  Lovelace<text:line-break/>London<text:tab/>2021<text:s text:c="3"/>today',
        ),
      }),
    );
    expect(texts(lines)).toEqual(['Ada Lovelace', 'London\t2021   today']);
  });
});

const column = (name: string, width: string) =>
  `<style:style style:name="${name}" style:family="table-column"><style:table-column-properties style:column-width="${width}"/></style:style>`;
const tableCell = (paragraphs: string[]) =>
  `<table:table-cell office:value-type="string">${paragraphs.map((text) => p(text, 'Table_20_Contents')).join('')}</table:table-cell>`;
const row = (cells: string[][]) =>
  `<table:table-row>${cells.map(tableCell).join('')}</table:table-row>`;

describe('readOdtLines: tables', () => {
  test('a table of one line a cell is read row by row, each row one line of its cells in order', async () => {
    const lines = await readOdtLines(
      writeOdt({
        automaticStyles: column('Table1.A', '5.667cm'),
        body: [
          p('Skills'),
          '<table:table table:name="Table1"><table:table-column table:style-name="Table1.A" table:number-columns-repeated="3"/>',
          row([['Language'], ['Level'], ['Since']]),
          row([['Python'], ['Expert'], ['2015']]),
          row([['SQL (PostgreSQL, Snowflake)'], [], ['2018']]),
          '</table:table>',
          p('After the table'),
        ].join(''),
      }),
    );
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
    const lines = await readOdtLines(
      writeOdt({
        automaticStyles: column('Table1.A', '5cm') + column('Table1.B', '12cm'),
        body: [
          '<table:table table:name="Table1"><table:table-column table:style-name="Table1.A"/><table:table-column table:style-name="Table1.B"/>',
          row([
            ['Contact', 'ada@example.org', '+44 20 7946 0958', 'London'],
            ['Experience', 'Analyst, Babbage &amp; Co', '2021 – today'],
          ]),
          '</table:table>',
        ].join(''),
      }),
    );
    expect(lines?.map(({ text, region }) => [text, region])).toEqual([
      ['Contact', 'side'],
      ['ada@example.org', 'side'],
      ['+44 20 7946 0958', 'side'],
      ['London', 'side'],
      ['Experience', 'main'],
      ['Analyst, Babbage & Co', 'main'],
      ['2021 – today', 'main'],
    ]);
    expect(lineOf(lines, 'Experience')?.startsBlock).toBe(true);
  });
});

const frameStyle = (name: string, wrap: string) =>
  `<style:style style:name="${name}" style:family="graphic" style:parent-style-name="Frame"><style:graphic-properties style:wrap="${wrap}" style:vertical-pos="top" style:horizontal-pos="left"/></style:style>`;
const frame = (style: string, anchor: string, width: string, paragraphs: string[]) =>
  `<draw:frame draw:style-name="${style}" draw:name="Frame" text:anchor-type="${anchor}" svg:width="${width}" draw:z-index="0"><draw:text-box fo:min-height="1cm">${paragraphs.map((text) => p(text, 'Frame_20_contents')).join('')}</draw:text-box></draw:frame>`;

describe('readOdtLines: frames, headers and footers', () => {
  test('a narrow frame with text beside it is a sidebar where it is anchored; one in the line or alone on its lines is the text', async () => {
    const lines = await readOdtLines(
      writeOdt({
        automaticStyles: frameStyle('fr1', 'parallel') + frameStyle('fr2', 'none'),
        body: [
          p(`Profile${frame('fr1', 'paragraph', '5cm', ['Skills', 'Python'])}`),
          p(`${frame('fr1', 'as-char', '5cm', ['Boxed in the line'])}After the box`),
          p(frame('fr2', 'paragraph', '5cm', ['Nothing beside it'])),
        ].join(''),
      }),
    );
    expect(lines?.map(({ text, region }) => [text, region])).toEqual([
      ['Profile', 'main'],
      ['Skills', 'side'],
      ['Python', 'side'],
      ['Boxed in the line', 'main'],
      ['After the box', 'main'],
      ['Nothing beside it', 'main'],
    ]);
    expect(lineOf(lines, 'Skills')?.startsBlock).toBe(true);
  });

  test('the header comes first and the footer last, read with the styles of styles.xml, a first-page copy once', async () => {
    const contact = `<text:p text:style-name="MP1">Ada Lovelace · ada@example.org</text:p>`;
    const lines = await readOdtLines(
      writeOdt({
        masterAutomaticStyles: `<style:style style:name="MP1" style:family="paragraph" style:parent-style-name="Header"><style:text-properties fo:font-size="16pt" fo:font-weight="bold"/></style:style>`,
        masterPage: `<style:header>${contact}</style:header><style:header-first>${contact}</style:header-first><style:footer>${p('London, United Kingdom', 'Footer')}</style:footer>`,
        body: p('Experience'),
      }),
    );
    expect(lines?.map(({ text, region }) => [text, region])).toEqual([
      ['Ada Lovelace · ada@example.org', 'header'],
      ['Experience', 'main'],
      ['London, United Kingdom', 'footer'],
    ]);
    expect(lines?.[0]).toMatchObject({ size: 16, isBold: true });
  });
});

const NUMBERED = `<text:list-style style:name="L1"><text:list-level-style-number text:level="1" style:num-suffix="." style:num-format="1"><style:list-level-properties text:list-level-position-and-space-mode="label-alignment"/></text:list-level-style-number><text:list-level-style-number text:level="2" style:num-suffix=")" style:num-format="a"><style:list-level-properties text:list-level-position-and-space-mode="label-alignment"/></text:list-level-style-number></text:list-style><text:list-style style:name="L2"><text:list-level-style-bullet text:level="1" text:bullet-char="•"><style:list-level-properties text:list-level-position-and-space-mode="label-alignment"/></text:list-level-style-bullet></text:list-style>`;
const item = (text: string, nested = '') =>
  `<text:list-item>${p(text)}${nested === '' ? '' : `<text:list>${nested}</text:list>`}</text:list-item>`;

describe('readOdtLines: lists', () => {
  test('numbered items carry their numbers, a nested level counts on its own, a continued list goes on, bullets a bullet', async () => {
    const lines = await readOdtLines(
      writeOdt({
        automaticStyles: NUMBERED,
        body: [
          '<text:list xml:id="list1" text:style-name="L1">',
          item(
            'Wrote the first program',
            item('for the Analytical Engine') + item('with Bernoulli numbers'),
          ),
          '</text:list>',
          p('An interruption'),
          '<text:list xml:id="list2" text:continue-list="list1" text:style-name="L1">',
          item('Published the notes'),
          '</text:list>',
          `<text:list text:style-name="L2">${item('Mathematics')}</text:list>`,
        ].join(''),
      }),
    );
    expect(texts(lines)).toEqual([
      '1. Wrote the first program',
      'a) for the Analytical Engine',
      'b) with Bernoulli numbers',
      'An interruption',
      '2. Published the notes',
      '• Mathematics',
    ]);
  });
});
