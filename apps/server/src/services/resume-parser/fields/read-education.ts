import type { ResumeLine } from '../extract/resume-line.ts';
import type { ParsedResume } from '../parsed-resume.ts';
import { foldText } from './fold.ts';
import { headingSegments, readItemBlocks, type ItemBlock } from './item-blocks.ts';
import { readLocation } from './place/read-location.ts';

type Education = ParsedResume['education'][number];

/**
 * Words that name a school, folded: at a word's start ('Universität', 'Lycée', 'جامعة'), or
 * ending a compound or a name in a script without spaces ('Berufskolleg', 'Hogeschool',
 * '名古屋大学').
 */
const INSTITUTION_WORDS =
  'universit\\w*|universidad\\w*|univ\\.|college|colegio|school|institut\\w*|instytut|academy|akademi\\w*|academia|accademia|hochschule|ecole|escuela|escola|scuola|politecnico|politechnika|polytechnique|polytechnic|uniwersytet|szkol\\w*|lyceum|lycee|liceo|liceum|lisesi|gymnasium|gimnazjum|instituto|istituto|conservatoire|tecnologico|universiteit|университет|институт|академия|училище|колледж|hoc vien|truong|dai hoc|جامعة|كلية|معهد|اكاديمية|אוניברסיט|הטכניון|מכללת|מכון';
const INSTITUTION_ENDINGS = 'schule|school|kolleg|skola|bildungszentrum|大学|大學|学院|学校|高校';
const INSTITUTION = new RegExp(
  `(?<!\\p{L})(?:${INSTITUTION_WORDS})|(?:${INSTITUTION_ENDINGS})`,
  'iu',
);
const DEGREE =
  /^(bachelor|master|msc|bsc|bs|ms|b\.?eng|m\.?eng|b\.?sc|m\.?sc|b\.?a\.|m\.?a\.|pharmd|ba|ma|mba|phd|ph\.d|mbo|hbo|wo|lisans|yuksek lisans|onlisans|cu nhan|thac si|ky su|doctor|doctorate|associate|diploma|diplome|diplom|doktor|doctorat|doctorado|promotion|licence|licenciatura|licenciado|licenciada|grado|graduado|laurea|magister|magistra|mgr|inz|inzynier|licencjat|bakalavr|бакалавр|магистр|специалист|dottorato|master's|bachelor's|mestrado|bacharelado|doutorado|ingenieur|ingeniero|ingegnere|engineer|baccalaureat|abitur|bts|dut|deug|hnd|certificate|btec|a-levels|high school|b\.?tech|m\.?tech|b\.?e\.|b\.?pharm|m\.?pharm|m\.?ed|b\.?ed|pgce|hsc|ausbildung|fachhochschulreife|mittlere reife|meister\w*|staatsexamen|fachweiterbildung|weiterbildung|on lisans|cao dang|trung cap|tien si|technik|بكالوريوس|ماجستير|دكتوراه|دبلوم|ليسانس|学士|修士|博士|本科|硕士|专科|大专)(?!\p{L})/iu;

/** 'MSc in Computer Science', 'Licence en Informatique', 'Master, Economics' → degree and field. */
const SPLIT_FIELD =
  /\s+(?:in|en|im|w zakresie|na kierunku|kierunek|по специальности|em|di|in the field of)\s+|\s*[,،:]\s+/iu;

const degreeAndField = (segment: string) => {
  const match = SPLIT_FIELD.exec(segment);
  if (!match) return { degree: segment, field: '' };
  return {
    degree: segment.slice(0, match.index).trim(),
    field: segment.slice(match.index + match[0].length).trim(),
  };
};

const isPlace = (text: string) => readLocation([text.replace(/\.$/u, '')]) !== null;

/**
 * A school's comma parts after a degree, without the city: 'degree, school, city, grade' is how
 * LaTeX classes (moderncv) and many writers set an entry on one line, the city the entry's and
 * not the school's; a school written first keeps the place in its name ('University of
 * Nigeria, Nsukka').
 */
const withoutCity = (named: string[]) => {
  if (named.length < 2) return named;
  for (const count of [2, 1])
    if (named.length > count && isPlace(named.slice(-count).join(', ')))
      return named.slice(0, -count);
  return named;
};

/**
 * Parts set apart by commas: 'Droit social, Master 2, Université Lyon 3' is three; a school's
 * name runs to the segment's end ('BTSA Productions animales, Lycée agricole de Kerliver',
 * 'University of Nigeria, Nsukka' is one).
 */
const commaParts = (segments: readonly string[]) =>
  segments.flatMap((segment) => {
    const parts = segment.split(/[,،]\s+/);
    const school = parts.findIndex((part) => INSTITUTION.test(foldText(part)));
    const hasDegree = parts.some((part) => DEGREE.test(foldText(part)));
    if (parts.length < 2 || school < 0) return [segment];
    if (school === 0) return hasDegree ? parts : [segment];
    const named = parts.slice(school).filter((part, index) => index === 0 || !isGrade(part));
    return [...parts.slice(0, school), withoutCity(named).join(', ')];
  });

/**
 * A grade or a mention written with the degree ('GPA 3.41/4.00', '110/110', 'cum laude',
 * 'First Class (71.4 %)', 'Note 1,7'), folded: no part of the school, the degree or the field.
 */
const GRADE =
  /^(?:gpa|cgpa|grade|note|mention|voto|nota|cum laude|magna cum laude|summa cum laude|with distinction|distinction|merit|first class|second class|honou?rs|tot nghiep loai|xep loai)(?!\p{L})|^\(?\d+(?:[.,]\d+)?\s*(?:\/\s*\d+|%)/iu;
const isGrade = (segment: string) => GRADE.test(foldText(segment).trim());

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
  const segments = commaParts(joinOpenEnds(headingSegments(block.lines)))
    // a sentence's full stop ('…, Lycée agricole de Kerliver.'), not an abbreviation's ('B.Eng.')
    .map((segment) => segment.replace(/(?<=(?:^|\s)[^\s.]{3,})\.$/u, ''))
    .filter((segment) => segment && !isGrade(segment));
  // 'Weiterbildung zur Stationsleitung, Asklepios Klinik' alone: a degree, then whom it is from
  const [only, from] = segments.length === 1 ? segments[0]!.split(/[,،]\s+/) : [];
  if (only && from && DEGREE.test(foldText(only)) && !INSTITUTION.test(foldText(only)))
    segments.splice(0, 1, only, from);
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
