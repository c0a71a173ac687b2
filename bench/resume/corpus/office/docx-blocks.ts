// The pieces the office layouts build with (layouts.ts), in the `docx` library's terms:
// paragraphs, headings, bullets, the contact and entry lines, table cells, the photo.
import fs from 'node:fs';
import path from 'node:path';
import {
  AlignmentType,
  BorderStyle,
  HeadingLevel,
  ImageRun,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { OfficeResume } from './office-resume.ts';

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

export type Block = Paragraph | Table;

export const isRtl = (resume: OfficeResume) => resume.language === 'ar';

export const para = (
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

export const heading = (resume: OfficeResume, text: string) =>
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

export const nameLine = (resume: OfficeResume) =>
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

export const phoneOf = (resume: OfficeResume) => ltr(resume, resume.phoneShown);

export const contactLine = (resume: OfficeResume) =>
  [resume.place, phoneOf(resume), ltr(resume, resume.email)].filter(Boolean).join('  |  ');

/** A job as most people write it: the title in bold, the company, place and dates below. */
export const job = (
  resume: OfficeResume,
  entry: OfficeResume['work'][number],
  withDates = true,
) => [
  para(resume, entry.title, { bold: true }),
  para(
    resume,
    [entry.company, entry.place, withDates ? entry.dates : undefined].filter(Boolean).join(', '),
    { italics: true },
  ),
  ...entry.lines.map((line) => bullet(resume, line)),
];

export const school = (
  resume: OfficeResume,
  entry: OfficeResume['education'][number],
  withDates = true,
) => [
  para(resume, entry.degreeShown, { bold: true }),
  para(resume, [entry.institution, withDates ? entry.dates : undefined].filter(Boolean).join(', ')),
];

export const summary = (resume: OfficeResume) =>
  resume.summary ? [heading(resume, resume.headings.profile), para(resume, resume.summary)] : [];

export const workBlocks = (resume: OfficeResume) => [
  heading(resume, resume.headings.work),
  ...resume.work.flatMap((entry) => job(resume, entry)),
];
export const educationBlocks = (resume: OfficeResume) => [
  heading(resume, resume.headings.education),
  ...resume.education.flatMap((entry) => school(resume, entry)),
];
export const skillLines = (resume: OfficeResume) => [
  heading(resume, resume.headings.skills),
  ...resume.skills.map((skill) => bullet(resume, skill)),
];
export const languageLines = (resume: OfficeResume) =>
  resume.languagesLine
    ? [heading(resume, resume.headings.languages), para(resume, resume.languagesLine)]
    : [];

export const cell = (children: Block[], widthPct: number, shading?: string) =>
  new TableCell({
    width: { size: widthPct, type: WidthType.PERCENTAGE },
    shading: shading ? { fill: shading } : undefined,
    margins: { top: 100, bottom: 100, left: 140, right: 140 },
    children,
  });

export const table = (rows: TableCell[][], borders = false) =>
  new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: borders ? undefined : NO_BORDERS,
    rows: rows.map((cells) => new TableRow({ children: cells })),
  });

export const photo = () =>
  new Paragraph({
    children: [
      new ImageRun({ type: 'png', data: PHOTO, transformation: { width: 96, height: 120 } }),
    ],
  });

/** The body of each layout, with the page header and footer it has. */
