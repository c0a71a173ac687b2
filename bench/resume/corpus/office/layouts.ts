// The office family's layouts (make.ts): how people build a resume in Word or LibreOffice Writer,
// with the `docx` library: a two-column table, a text box sidebar, a contact line in the page
// header, a table of skills, two pages, a photo in a table, dates in a column of their own.
import fs from 'node:fs';
import path from 'node:path';
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  HeadingLevel,
  ImageRun,
  PageBreak,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  Textbox,
  WidthType,
  type ISectionOptions,
} from 'docx';
import type { Layout } from './layout-names.ts';
import type { OfficeResume } from './resumes.ts';

const PHOTO = fs.readFileSync(path.join(import.meta.dirname, 'src', 'photo.png'));
const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const NO_BORDERS = {
  top: NONE,
  bottom: NONE,
  left: NONE,
  right: NONE,
  insideHorizontal: NONE,
  insideVertical: NONE,
};

type Block = Paragraph | Table;

const isRtl = (resume: OfficeResume) => resume.language === 'ar';

const para = (
  resume: OfficeResume,
  text: string,
  options: { bold?: boolean; size?: number; italics?: boolean; color?: string } = {},
) =>
  new Paragraph({
    bidirectional: isRtl(resume),
    alignment: isRtl(resume) ? AlignmentType.RIGHT : AlignmentType.LEFT,
    spacing: { after: 60 },
    children: [
      new TextRun({
        text,
        bold: options.bold,
        italics: options.italics,
        size: options.size,
        color: options.color,
        rightToLeft: isRtl(resume),
      }),
    ],
  });

const heading = (resume: OfficeResume, text: string) =>
  new Paragraph({
    heading: HeadingLevel.HEADING_2,
    bidirectional: isRtl(resume),
    alignment: isRtl(resume) ? AlignmentType.RIGHT : AlignmentType.LEFT,
    spacing: { before: 200, after: 80 },
    children: [new TextRun({ text, rightToLeft: isRtl(resume) })],
  });

const bullet = (resume: OfficeResume, text: string) =>
  new Paragraph({
    bullet: { level: 0 },
    bidirectional: isRtl(resume),
    children: [new TextRun({ text, rightToLeft: isRtl(resume) })],
  });

const nameLine = (resume: OfficeResume) =>
  new Paragraph({
    heading: HeadingLevel.TITLE,
    bidirectional: isRtl(resume),
    alignment: isRtl(resume) ? AlignmentType.RIGHT : AlignmentType.LEFT,
    children: [new TextRun({ text: resume.nameShown, bold: true, size: 40 })],
  });

/**
 * A phone number or an address kept left to right inside right-to-left text (an isolate, as Word's
 * "left-to-right" run does): without it the bidi algorithm shows '+966 55 123 4567' in reverse
 * group order, which the writer would have seen and fixed.
 */
const ltr = (resume: OfficeResume, text: string) => (isRtl(resume) ? `\u2066${text}\u2069` : text);

const phoneOf = (resume: OfficeResume) => ltr(resume, resume.phoneShown);

const contactLine = (resume: OfficeResume) =>
  [resume.place, phoneOf(resume), ltr(resume, resume.email)].filter(Boolean).join('  |  ');

/** A job as most people write it: the title in bold, the company, place and dates below. */
const job = (resume: OfficeResume, entry: OfficeResume['work'][number], withDates = true) => [
  para(resume, entry.title, { bold: true }),
  para(
    resume,
    [entry.company, entry.place, withDates ? entry.dates : undefined].filter(Boolean).join(', '),
    { italics: true },
  ),
  ...entry.lines.map((line) => bullet(resume, line)),
];

const school = (
  resume: OfficeResume,
  entry: OfficeResume['education'][number],
  withDates = true,
) => [
  para(resume, entry.degreeShown, { bold: true }),
  para(resume, [entry.institution, withDates ? entry.dates : undefined].filter(Boolean).join(', ')),
];

const summary = (resume: OfficeResume) =>
  resume.summary ? [heading(resume, resume.headings.profile), para(resume, resume.summary)] : [];

const workBlocks = (resume: OfficeResume) => [
  heading(resume, resume.headings.work),
  ...resume.work.flatMap((entry) => job(resume, entry)),
];
const educationBlocks = (resume: OfficeResume) => [
  heading(resume, resume.headings.education),
  ...resume.education.flatMap((entry) => school(resume, entry)),
];
const skillLines = (resume: OfficeResume) => [
  heading(resume, resume.headings.skills),
  ...resume.skills.map((skill) => bullet(resume, skill)),
];
const languageLines = (resume: OfficeResume) =>
  resume.languagesLine
    ? [heading(resume, resume.headings.languages), para(resume, resume.languagesLine)]
    : [];

const cell = (children: Block[], widthPct: number, shading?: string) =>
  new TableCell({
    width: { size: widthPct, type: WidthType.PERCENTAGE },
    shading: shading ? { fill: shading } : undefined,
    margins: { top: 100, bottom: 100, left: 140, right: 140 },
    children,
  });

const table = (rows: TableCell[][], borders = false) =>
  new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: borders ? undefined : NO_BORDERS,
    rows: rows.map((cells) => new TableRow({ children: cells })),
  });

const photo = () =>
  new Paragraph({
    children: [
      new ImageRun({ type: 'png', data: PHOTO, transformation: { width: 96, height: 120 } }),
    ],
  });

/** The body of each layout, with the page header and footer it has. */
const sections: Record<Layout, (resume: OfficeResume) => ISectionOptions> = {
  'table-sidebar': (resume) => {
    const side = [
      para(resume, resume.place, { size: 18 }),
      para(resume, phoneOf(resume), { size: 18 }),
      para(resume, resume.email, { size: 17 }),
      ...skillLines(resume),
      ...languageLines(resume),
    ];
    const main = [
      nameLine(resume),
      para(resume, resume.headline, { size: 26 }),
      ...summary(resume),
      ...workBlocks(resume),
      ...educationBlocks(resume),
    ];
    const cells = [cell(side, 36, 'E8EEF4'), cell(main, 64)];
    return { children: [table([isRtl(resume) ? cells.reverse() : cells])] };
  },
  'header-contact': (resume) => ({
    headers: {
      default: new Header({
        children: [para(resume, contactLine(resume), { size: 18, color: '555555' })],
      }),
    },
    footers: {
      default: new Footer({
        children: [para(resume, resume.nameShown, { size: 16, color: '888888' })],
      }),
    },
    children: [
      nameLine(resume),
      para(resume, resume.headline, { size: 26 }),
      ...summary(resume),
      ...workBlocks(resume),
      ...educationBlocks(resume),
      ...skillLines(resume),
      ...languageLines(resume),
    ],
  }),
  'textbox-sidebar': (resume) => {
    const box = new Textbox({
      alignment: AlignmentType.LEFT,
      style: {
        width: '2.1in',
        height: '6in',
        positionHorizontal: isRtl(resume) ? 'right' : 'left',
        positionHorizontalRelative: 'margin',
        positionVertical: 'top',
        positionVerticalRelative: 'margin',
        wrapStyle: 'square',
      },
      children: [
        para(resume, phoneOf(resume), { size: 18 }),
        para(resume, resume.email, { size: 18 }),
        para(resume, resume.place, { size: 18 }),
        ...skillLines(resume),
        ...languageLines(resume),
      ],
    });
    return {
      children: [
        new Paragraph({ children: [box] }),
        nameLine(resume),
        para(resume, resume.headline, { size: 26 }),
        ...summary(resume),
        ...workBlocks(resume),
        ...educationBlocks(resume),
      ],
    };
  },
  'skills-table': (resume) => {
    const columns = 3;
    const rows: TableCell[][] = [];
    for (let at = 0; at < resume.skills.length; at += columns) {
      const slice = resume.skills.slice(at, at + columns);
      while (slice.length < columns) slice.push('');
      rows.push(slice.map((skill) => cell([para(resume, skill)], 33)));
    }
    return {
      children: [
        nameLine(resume),
        para(resume, contactLine(resume)),
        para(resume, resume.headline, { bold: true }),
        ...summary(resume),
        ...workBlocks(resume),
        ...educationBlocks(resume),
        heading(resume, resume.headings.skills),
        table(rows, true),
        ...languageLines(resume),
      ],
    };
  },
  'two-page': (resume) => ({
    footers: {
      default: new Footer({ children: [para(resume, `${resume.nameShown} – CV`, { size: 16 })] }),
    },
    children: [
      nameLine(resume),
      para(resume, resume.headline, { size: 26 }),
      para(resume, resume.place),
      para(resume, `${phoneOf(resume)} · ${resume.email}`),
      ...summary(resume),
      ...workBlocks(resume),
      new Paragraph({ children: [new PageBreak()] }),
      ...educationBlocks(resume),
      ...skillLines(resume),
      ...languageLines(resume),
    ],
  }),
  'photo-table': (resume) => {
    const who = [
      nameLine(resume),
      para(resume, resume.headline, { size: 26 }),
      para(resume, contactLine(resume), { size: 18 }),
    ];
    const cells = [cell([photo()], 22), cell(who, 78)];
    return {
      children: [
        table([isRtl(resume) ? cells.reverse() : cells]),
        ...summary(resume),
        ...workBlocks(resume),
        ...educationBlocks(resume),
        ...skillLines(resume),
        ...languageLines(resume),
      ],
    };
  },
  'dates-column': (resume) => {
    const row = (dates: string, blocks: Block[]) => {
      const cells = [cell([para(resume, dates, { size: 18 })], 24), cell(blocks, 76)];
      return isRtl(resume) ? cells.reverse() : cells;
    };
    return {
      children: [
        nameLine(resume),
        para(resume, resume.headline, { size: 26 }),
        para(resume, contactLine(resume)),
        ...summary(resume),
        heading(resume, resume.headings.work),
        table(resume.work.map((entry) => row(entry.dates, job(resume, entry, false)))),
        heading(resume, resume.headings.education),
        table(resume.education.map((entry) => row(entry.dates, school(resume, entry, false)))),
        ...skillLines(resume),
        ...languageLines(resume),
      ],
    };
  },
};

/** The resume as a Word document in its layout, A4 or Letter as its country uses. */
export const resumeDocument = (resume: OfficeResume) => {
  const section = sections[resume.layout](resume);
  const isLetter = ['US', 'CA', 'MX'].includes(resume.defaultCountry ?? '');
  return new Document({
    creator: resume.nameShown,
    title: `CV ${resume.nameShown}`,
    styles: {
      default: { document: { run: { font: resume.font ?? 'Liberation Sans', size: 21 } } },
    },
    numbering: { config: [] },
    sections: [
      {
        ...section,
        properties: {
          page: {
            size: isLetter ? { width: 12240, height: 15840 } : { width: 11906, height: 16838 },
            margin: { top: 1000, bottom: 1000, left: 1000, right: 1000 },
          },
        },
      },
    ],
  });
};
