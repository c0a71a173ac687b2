import type { ResumeLine } from '../extract/resume-line.ts';
import type { ParsedResume } from '../parsed-resume.ts';
import { foldText } from './fold.ts';
import { headingSegments, readItemBlocks, type ItemBlock } from './item-blocks.ts';

type Education = ParsedResume['education'][number];

const INSTITUTION =
  /\b(universit\w*|universidad\w*|univ\.|college|school|institut\w*|academy|akademi\w*|academia|accademia|hochschule|fachhochschule|ecole|escuela|escola|scuola|politecnico|politechnika|polytechnique|polytechnic|uniwersytet|szkola|lyceum|lycee|gymnasium|instituto|istituto|conservatoire|университет|институт|академия|大学|学院|جامعة|אוניברסיטת|大学校)/iu;
const DEGREE =
  /^(bachelor|master|msc|bsc|bs|ms|b\.?eng|m\.?eng|b\.?sc|m\.?sc|b\.?a\.|m\.?a\.|pharmd|ba|ma|mba|phd|ph\.d|mbo|hbo|wo|lisans|yuksek lisans|onlisans|cu nhan|thac si|ky su|doctor|doctorate|associate|diploma|diplome|diplom|doktor|doctorat|doctorado|promotion|licence|licenciatura|licenciado|licenciada|grado|graduado|laurea|magister|magistra|mgr|inz|inzynier|licencjat|bakalavr|бакалавр|магистр|специалист|dottorato|master's|bachelor's|mestrado|bacharelado|doutorado|ingenieur|ingeniero|ingegnere|engineer|baccalaureat|abitur|bts|dut|deug|hnd|certificate|btec|a-levels|high school)(?!\p{L})/iu;

/** 'MSc in Computer Science', 'Licence en Informatique', 'Master, Economics' → degree and field. */
const SPLIT_FIELD =
  /\s+(?:in|en|im|w zakresie|na kierunku|kierunek|по специальности|em|di|in the field of)\s+|\s*[,:]\s+/iu;

const degreeAndField = (segment: string) => {
  const match = SPLIT_FIELD.exec(segment);
  if (!match) return { degree: segment, field: '' };
  return {
    degree: segment.slice(0, match.index).trim(),
    field: segment.slice(match.index + match[0].length).trim(),
  };
};

/**
 * Parts set apart by commas: 'Droit social, Master 2, Université Lyon 3' is three; a school's
 * name runs to the segment's end ('BTSA Productions animales, Lycée agricole de Kerliver',
 * 'University of Nigeria, Nsukka' is one).
 */
const commaParts = (segments: readonly string[]) =>
  segments.flatMap((segment) => {
    const parts = segment.split(/,\s+/);
    const school = parts.findIndex((part) => INSTITUTION.test(foldText(part)));
    if (parts.length < 2 || school < 0) return [segment];
    const hasDegree = parts.some((part) => DEGREE.test(foldText(part)));
    if (school === 0) return hasDegree ? parts : [segment];
    return [...parts.slice(0, school), parts.slice(school).join(', ')];
  });

/** A segment ending in its connector ('Bachelor of Science in') goes on in the next one. */
const joinOpenEnds = (segments: readonly string[]) =>
  segments.reduce<string[]>((joined, segment) => {
    const last = joined.at(-1);
    if (last !== undefined && /\s(?:in|of|en|de|im|in the field of)$/iu.test(last))
      joined[joined.length - 1] = `${last} ${segment}`;
    else joined.push(segment);
    return joined;
  }, []);

/** A line that names a degree or a school, whatever its type: part of an entry's heading. */
const isEducationLine = (text: string) => {
  const folded = foldText(text);
  return INSTITUTION.test(folded) || DEGREE.test(folded);
};

const toEducation = (block: ItemBlock): Education | null => {
  const segments = commaParts(joinOpenEnds(headingSegments(block.lines)));
  const institutionIndex = segments.findIndex((segment) => INSTITUTION.test(foldText(segment)));
  const degreeIndex = segments.findIndex(
    (segment, index) => index !== institutionIndex && DEGREE.test(foldText(segment)),
  );
  const pick = (index: number, fallback: number) => segments[index >= 0 ? index : fallback];
  const institution = pick(institutionIndex, degreeIndex === 0 ? 1 : 0);
  if (!institution) return null;
  const degreeText = pick(
    degreeIndex,
    segments.findIndex((segment) => segment !== institution),
  );
  const read = degreeText ? degreeAndField(degreeText) : { degree: '', field: '' };
  const degree = read.degree;
  // 'MSc' / 'Nursing Management' / 'University College Cork': the field on a line of its own
  const field =
    read.field ||
    (segments.find((segment) => segment !== institution && segment !== degreeText) ?? '');
  return {
    institution,
    degree,
    field,
    startDate: block.dates?.start ?? null,
    endDate: block.dates?.isCurrent ? null : (block.dates?.end ?? null),
  };
};

/** The degrees of an education section: dated entries, or undated ones that name a school. */
export const readEducation = (section: readonly ResumeLine[]): Education[] =>
  readItemBlocks(section, isEducationLine)
    .filter(
      (block) =>
        block.dates !== null || block.lines.some((line) => INSTITUTION.test(foldText(line))),
    )
    .flatMap((block) => toEducation(block) ?? []);
