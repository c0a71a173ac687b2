import { PDFDocument, StandardFonts } from 'pdf-lib';
import { parseResume } from '../resume-parser/parse-resume.ts';

const SAMPLE_LINES = [
  'Alex Morgan',
  'alex.morgan@example.com - +1 312 555 0100 - Chicago, IL',
  'Experience',
  'Data Analyst, Acme Corp - Mar 2021 - Present',
  'Education',
  'BSc Statistics, University of Illinois, 2016 - 2020',
  'Skills',
  'SQL, Python, Tableau',
];

/**
 * Reads a small resume once, as a PDF: pdf.js and the worker code it loads with its first
 * document, and the parser's place, phone and language data, are then in the thread before it
 * takes a task. Read on a first task they took about 1 s of its parse limit on an idle machine
 * and 5–7 s on a busy one, so a candidate's first resume after a start could be refused as too
 * complex; the thread's start counts as waiting for a thread instead.
 */
export const warmUpParsing = async () => {
  try {
    const sample = await PDFDocument.create();
    const font = await sample.embedFont(StandardFonts.Helvetica);
    const page = sample.addPage([595, 842]);
    SAMPLE_LINES.forEach((line, index) => {
      page.drawText(line, {
        x: 50,
        y: 780 - index * 24,
        size: 11,
        font,
      });
    });
    await parseResume({
      bytes: await sample.save(),
      contentType: 'application/pdf',
      fileName: 'sample.pdf',
      skillVocabulary: [],
    });
  } catch (error) {
    // the thread works without it: its first task then loads what this would have
    console.warn('The parse thread could not warm up.', error);
  }
};
