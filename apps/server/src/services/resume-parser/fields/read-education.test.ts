import { describe, expect, it } from 'vitest';
import { plainLine } from '../extract/resume-line.ts';
import { textLines } from '../extract/text-lines.ts';
import { readEducation } from './read-education.ts';

const degrees = (lines: Parameters<typeof readEducation>[0]) =>
  readEducation(lines).map((item) => [item.institution, item.degree, item.field, item.endDate]);

describe('readEducation', () => {
  it('takes a degree set in the body type under the school and its dates', () => {
    const lines = [
      plainLine('The Ohio State University\t2008 — 2012', { size: 13.5, isBold: true }),
      plainLine('Business Administration', { size: 10.5, isBold: true }),
      plainLine('Bachelor of Science', { size: 10.5 }),
    ];
    expect(degrees(lines)).toEqual([
      ['The Ohio State University', 'Bachelor of Science', 'Business Administration', '2012-01'],
    ]);
  });

  it('joins a degree cut after its connector with the field on the next line', () => {
    const text = 'Bachelor of Science in\nBusiness Administration\tThe Ohio State University\t2012';
    expect(degrees(textLines(text))).toEqual([
      ['The Ohio State University', 'Bachelor of Science', 'Business Administration', '2012-01'],
    ]);
  });

  it('splits field, degree and school at commas, the city after a school that follows its degree left out', () => {
    expect(
      degrees(textLines('Ensino da Matemática, Mestrado, Universidade do Porto\n2012 - 2014')),
    ).toEqual([['Universidade do Porto', 'Mestrado', 'Ensino da Matemática', '2014-01']]);
    expect(
      degrees(textLines('Diplomstudium Betriebswirtschaft, Universität Wien, Wien\n2008 – 2013')),
    ).toEqual([['Universität Wien', 'Diplomstudium Betriebswirtschaft', '', '2013-01']]);
    expect(
      degrees(textLines('B.Sc. Accountancy\nUniversity of Nigeria, Nsukka\n2010 - 2014')),
    ).toEqual([['University of Nigeria, Nsukka', 'B.Sc. Accountancy', '', '2014-01']]);
  });
});
