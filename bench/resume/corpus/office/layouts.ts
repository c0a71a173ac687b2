// The office family's layouts (make.ts): how people build a resume in Word or LibreOffice Writer,
// with the `docx` library: a two-column table, a text box sidebar, a contact line in the page
// header, a table of skills, two pages, a photo in a table, dates in a column of their own.
import type { TableCell } from 'docx';
import {
  AlignmentType,
  Document,
  Footer,
  Header,
  PageBreak,
  Paragraph,
  Textbox,
  type ISectionOptions,
} from 'docx';
import type { Block } from './docx-blocks.ts';
import {
  cell,
  contactLine,
  educationBlocks,
  heading,
  isRtl,
  job,
  languageLines,
  nameLine,
  para,
  phoneOf,
  photo,
  school,
  skillLines,
  summary,
  table,
  workBlocks,
} from './docx-blocks.ts';
import type { Layout } from './layout-names.ts';
import type { OfficeResume } from './office-resume.ts';

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
