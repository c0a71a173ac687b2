import { Footer, Header, Paragraph, TextRun, Textbox } from 'docx';
import { describe, expect, test } from 'vitest';
import { docx, lineOf, texts } from './docx-test-kit.ts';

describe('readDocxLines: text boxes, headers and footers', () => {
  test('a narrow floating text box is a sidebar read where it is anchored; one in the line is the text', async () => {
    const lines = await docx({
      children: [
        new Paragraph({
          children: [
            new TextRun('Profile'),
            new Textbox({
              style: { width: '2in', height: '3in', position: 'absolute', left: '0in', top: '0in' },
              children: [new Paragraph('Skills'), new Paragraph('Python')],
            }),
          ],
        }),
        new Paragraph({
          children: [
            new Textbox({
              style: { width: '2in', height: '1in' },
              children: [new Paragraph('Boxed in the line')],
            }),
            new TextRun('After the box'),
          ],
        }),
      ],
    });
    expect(texts(lines)).toEqual([
      'Profile',
      'Skills',
      'Python',
      'Boxed in the line',
      'After the box',
    ]);
    expect(lineOf(lines, 'Skills')).toMatchObject({ region: 'side', startsBlock: true });
    expect(lineOf(lines, 'Python')?.region).toBe('side');
    expect(lineOf(lines, 'Boxed in the line')).toMatchObject({ region: 'main', startsBlock: true });
    expect(lineOf(lines, 'After the box')?.region).toBe('main');
  });

  test('the header comes first and the footer last, a header shown on two kinds of page read once', async () => {
    const contact = () =>
      new Header({ children: [new Paragraph('Ada Lovelace · ada@example.org')] });
    const lines = await docx({
      properties: { titlePage: true },
      headers: { first: contact(), default: contact() },
      footers: { default: new Footer({ children: [new Paragraph('London, United Kingdom')] }) },
      children: [new Paragraph('Experience')],
    });
    expect(lines?.map(({ text, region }) => [text, region])).toEqual([
      ['Ada Lovelace · ada@example.org', 'header'],
      ['Experience', 'main'],
      ['London, United Kingdom', 'footer'],
    ]);
  });
});

describe('readDocxLines: lists', () => {
  test('numbered items carry their numbers, a nested level counts on its own, bullets a bullet', async () => {
    const step = (text: string, level = 0) =>
      new Paragraph({ text, numbering: { reference: 'steps', level } });
    const lines = await docx({
      children: [
        step('Wrote the first program'),
        step('for the Analytical Engine', 1),
        step('with Bernoulli numbers', 1),
        step('Published the notes'),
        step('in Taylor’s Scientific Memoirs', 1),
        new Paragraph({ text: 'Mathematics', numbering: { reference: 'dots', level: 0 } }),
      ],
    });
    expect(texts(lines)).toEqual([
      '1. Wrote the first program',
      'a) for the Analytical Engine',
      'b) with Bernoulli numbers',
      '2. Published the notes',
      'a) in Taylor’s Scientific Memoirs',
      '• Mathematics',
    ]);
  });
});
