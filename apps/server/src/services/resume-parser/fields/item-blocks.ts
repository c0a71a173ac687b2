import type { ResumeLine } from '../extract/resume-line.ts';
import { foldText } from './fold.ts';
import { joinSplitRanges } from './join-split-ranges.ts';
import { continuesProse } from './prose.ts';
import { readDateRanges, withoutDates, type DateRange } from './read-dates.ts';
import { bodySize } from './split-sections.ts';

/** One entry of a dated list section (a job, a degree): its heading lines, dates, description. */
export type ItemBlock = { lines: string[]; dates: DateRange | null; description: string[] };

const BULLET = /^[•●▪◦■►✓*·\-–—]\s*/u;

const datesOf = (line: string) => readDateRanges(line).find((range) => range.start ?? range.end);

/** A sentence's end, not an abbreviation's ('Mercadona S.A.', 'Acme Inc.'). */
const endsSentence = (line: string) =>
  /[!;]$/.test(line) ||
  (/\.$/.test(line) && !/(?:^|\s)(?:\p{Lu}[\p{L}.]{0,3}|\S+\.\S+)\.$/u.test(line));

/**
 * A sentence without a full stop: many words, most of them in lower case ('Build dashboards and
 * reports that leaders use'). Scripts without capitals (Arabic, Hebrew) tell a sentence by its
 * full stop alone.
 */
const isProse = (line: string) => {
  const words = line.split(/\s+/);
  const isSentence = endsSentence(line);
  const lower = words.filter(
    (word) => /^\p{Ll}/u.test(word) || (isSentence && /^\p{Lo}/u.test(word)),
  ).length;
  return words.length >= 7 && lower >= words.length * 0.6 && !line.includes('\t');
};

/** A line of prose or a bullet, as opposed to the short lines that name a job or a degree. */
const isDescription = (line: string) => {
  if (BULLET.test(line)) return true;
  if (datesOf(line) || /\t| \| /.test(line)) return false;
  return line.length > 90 || isProse(line) || (endsSentence(line) && line.split(/\s+/).length >= 6);
};

/**
 * Splits heading lines holding several entries at their dates: when the first line is dated,
 * each dated line opens an entry ('Acme  2019–2021' / 'Engineer'); otherwise each dated line
 * closes one ('Engineer' / 'Acme' / '2019–2021').
 */
const splitAtDates = (lines: readonly string[]): string[][] => {
  const isLeading = datesOf(lines[0]!) !== undefined;
  const groups: string[][] = [];
  let group: string[] = [];
  for (const line of lines) {
    const isDated = datesOf(line) !== undefined;
    if (isLeading && isDated && group.length > 0) {
      groups.push(group);
      group = [];
    }
    group.push(line);
    if (!isLeading && isDated) {
      groups.push(group);
      group = [];
    }
  }
  if (group.length > 0) {
    if (groups.length > 0 && !isLeading) groups.at(-1)!.push(...group);
    else groups.push(group);
  }
  return groups;
};

/**
 * Heading lines a word was hyphenated across ('…(DKG), Bil-' / 'dungszentrum für Pflegeberufe')
 * as one: the word whole again, or the hyphen kept before 'und', 'or' ('Intensiv-' / 'und
 * Anästhesiepflege').
 */
const joinHyphenated = (lines: readonly string[]) =>
  lines.reduce<string[]>((joined, line) => {
    const last = joined.at(-1);
    if (last === undefined || !/\p{L}-$/u.test(last) || !/^\p{Ll}/u.test(line)) joined.push(line);
    else if (/^(?:und|oder|bzw|and|or|et|ou|y|o|e|i|lub|oraz|en|of)\s/u.test(line))
      joined[joined.length - 1] = `${last} ${line}`;
    else joined[joined.length - 1] = `${last.slice(0, -1)}${line}`;
    return joined;
  }, []);

const toBlock = (lines: readonly string[]): ItemBlock => {
  let dates: DateRange | null = null;
  const rest: string[] = [];
  for (const line of lines) {
    const found: DateRange | undefined = dates ? undefined : datesOf(line);
    if (!found) {
      rest.push(line);
      continue;
    }
    dates = found;
    const left = withoutDates(line, found);
    if (left) rest.push(left);
  }
  return { lines: joinHyphenated(rest), dates, description: [] };
};

/** Entries by the old reading: a line is a heading unless it reads as description. */
const readByShape = (section: readonly string[]): ItemBlock[] => {
  const blocks: ItemBlock[] = [];
  let heading: string[] = [];
  let description: string[] = [];
  const flush = () => {
    if (heading.length === 0) {
      if (blocks.length > 0) blocks.at(-1)!.description.push(...description);
    } else {
      const entries = splitAtDates(heading).map(toBlock);
      entries.at(-1)!.description.push(...description);
      blocks.push(...entries);
    }
    heading = [];
    description = [];
  };
  for (const line of section) {
    if (description.length > 0 && continuesProse(line, description.at(-1)))
      description[description.length - 1] += ` ${line}`;
    else if (isDescription(line)) description.push(line.replace(BULLET, ''));
    else {
      if (description.length > 0) flush();
      heading.push(line);
    }
  }
  flush();
  return blocks;
};

/** Description lines without their bullets, a wrapped sentence joined again. */
const joinProse = (lines: readonly string[]) => {
  const joined: string[] = [];
  for (const line of lines) {
    if (joined.length > 0 && continuesProse(line, joined.at(-1)))
      joined[joined.length - 1] += ` ${line}`;
    else joined.push(line.replace(BULLET, ''));
  }
  return joined;
};

/** A line dated as an entry is: not a bullet or a sentence that names a year. */
const isDatedEntryLine = (text: string) =>
  datesOf(text) !== undefined && !BULLET.test(text) && !isProse(text);

/**
 * An entry written as one sentence that wrapped ('Master of Arts, …, Technische  2014 – 2016' /
 * 'Hochschule Köln, Note 1,6.', as LaTeX classes set 'title, company, city.'): the next line,
 * set alike, short and ending the sentence, goes on where the text stopped before the dates.
 * A line that ends no sentence of comma parts ('Sales Rep  2015 – 2019' / 'Acme Ltd.') is none.
 */
const continuesSentence = (dated: ResumeLine, line: ResumeLine) => {
  const text = dated.text.split('\t').find((cell) => !datesOf(cell)) ?? '';
  return (
    /[\p{L},-]$/u.test(text) &&
    text.includes(', ') &&
    line.size === dated.size &&
    line.isBold === dated.isBold &&
    /\.$/u.test(line.text) &&
    line.text.split(/\s+/).length <= 8 &&
    !line.text.includes('\t') &&
    !BULLET.test(line.text)
  );
};

const joinContinued = (dated: string, next: string) => {
  const cells = dated.split('\t');
  const at = cells.findIndex((cell) => !datesOf(cell));
  if (at < 0) return dated;
  const text = cells[at]!;
  cells[at] =
    /\p{L}-$/u.test(text) && /^\p{Ll}/u.test(next) ? text.slice(0, -1) + next : `${text} ${next}`;
  return cells.join('\t');
};

/** How far a section's entries may set their heading lines before their dates. */
const MAX_LINES_BEFORE = 3;

/** Larger or bolder than the section's body text: how resumes set an entry's title or company. */
const standsOut = (line: ResumeLine, body: { size: number; isBold: boolean }) =>
  line.size > body.size * 1.05 || (line.isBold && !body.isBold);

/** The style most of a section's text is set in. */
const bodyStyle = (lines: readonly ResumeLine[]) => {
  const bold = lines.filter((line) => line.isBold).reduce((sum, l) => sum + l.text.length, 0);
  const all = lines.reduce((sum, line) => sum + line.text.length, 0);
  return { size: bodySize(lines), isBold: bold > all / 2 };
};

/**
 * A heading's pieces once its dates are out: two say a title and a company, or a degree and a
 * school ('Data Engineer, Everlywell' is two).
 */
const pieceCount = (lines: readonly string[]) => {
  const segments = headingSegments(lines);
  return segments.length === 1 ? segments[0]!.split(/,\s+/).length : segments.length;
};

/**
 * Entries anchored at their dates, as resumes repeat one layout for every entry: the lines the
 * first entry sets before its dates (the section opens with them) are the heading lines every
 * entry sets before its own; after the dates, a line that stands out from the body or, where
 * nothing does (plain text), a short line while the heading still lacks its second piece, goes
 * on the heading; everything else, bullets drawn as graphics included, is description.
 */
const readByDates = (
  section: readonly ResumeLine[],
  dated: number[],
  isEntryLine: (text: string) => boolean,
): ItemBlock[] => {
  const texts = section.map((line) => line.text);
  const body = bodyStyle(section);
  const hasTypography = section.some((line) => standsOut(line, body));
  const before = Math.min(dated[0]!, MAX_LINES_BEFORE);
  const blocks: ItemBlock[] = [];
  let taken = dated[0]! - before; // lines before the first heading: an introduction
  const intro = texts.slice(0, taken);
  for (const [entry, at] of dated.entries()) {
    const next = dated[entry + 1] ?? section.length;
    let first = Math.max(taken, at - before);
    while (first < at && BULLET.test(texts[first]!)) first += 1;
    if (blocks.length > 0) blocks.at(-1)!.description.push(...texts.slice(taken, first));
    const heading = texts.slice(first, at + 1);
    let end = at + 1;
    const nextFirst = entry + 1 < dated.length ? next - before : next;
    while (end < nextFirst && end - at <= 2) {
      const line = section[end]!;
      if (end === at + 1 && continuesSentence(section[at]!, line)) {
        heading[heading.length - 1] = joinContinued(heading.at(-1)!, line.text);
        end += 1;
        continue;
      }
      const piecesSoFar = pieceCount(toBlock(heading).lines);
      const isShortHeading =
        piecesSoFar < 2 && !isDescription(line.text) && line.text.split(/\s+/).length <= 8;
      const isHyphenated = /\p{L}-$/u.test(toBlock(heading).lines.at(-1) ?? '');
      const isHeadingLine =
        (isHyphenated && /^\p{Ll}/u.test(line.text)) ||
        (hasTypography && standsOut(line, body) && !BULLET.test(line.text)) ||
        isShortHeading ||
        (!BULLET.test(line.text) && line.text.length <= 90 && isEntryLine(line.text));
      if (!isHeadingLine || piecesSoFar >= 3) break;
      heading.push(line.text);
      end += 1;
    }
    const block = toBlock(heading);
    blocks.push(block);
    taken = end;
  }
  blocks.at(-1)!.description.push(...texts.slice(taken));
  for (const block of blocks) block.description = joinProse(block.description);
  if (blocks.length > 0 && intro.length > 0) blocks[0]!.description.unshift(...intro);
  return blocks;
};

/**
 * A list section's entries (jobs, degrees): heading lines, dates taken out, then description.
 * Sections whose entries are dated are read by their dates; others by the shape of their lines.
 * `isEntryLine` tells a line that names part of an entry whatever its typography (a degree or a
 * school set in the body's type under the dates).
 */
export const readItemBlocks = (
  lines: readonly ResumeLine[],
  isEntryLine: (text: string) => boolean = () => false,
): ItemBlock[] => {
  const section = joinSplitRanges(lines);
  const dated = section.flatMap((line, index) => (isDatedEntryLine(line.text) ? [index] : []));
  if (dated.length === 0) return readByShape(section.map((line) => line.text));
  return readByDates(section, dated, isEntryLine);
};

/** How long a job lasted, as themes print it beside the dates: '3 years 3 months', '(2 yrs)'. */
const DURATION =
  /^\(?(?:(?:\d+\+?|an?|one)\s*(?:years?|yrs?|months?|mos?|ans?|mois|jahre?|monate?|anos?|anos|meses|anni|mesi|jaar|maanden|lata?|lat|miesiace|miesiecy|yil|ay)\s*,?\s*(?:and\s+|et\s+|und\s+|y\s+|e\s+)?){1,2}\)?$/u;

/**
 * Headings inside an entry that open its description ('Highlights', 'Key achievements'): no
 * part of the title or the company.
 */
const ENTRY_LABELS = new Set(
  'highlights|key highlights|achievements|key achievements|accomplishments|responsibilities|key responsibilities|duties|tasks|realisations|missions|principales realisations|aufgaben|erfolge|logros|funciones|responsabilidades|risultati|responsabilita|conquistas|osiagniecia|obowiazki|taken'.split(
    '|',
  ),
);

/** A segment that names nothing of the entry: a duration, or a label of its description. */
const isNoise = (segment: string) => {
  const key = foldText(segment)
    .replace(/[:：]$/, '')
    .trim();
  return DURATION.test(key) || ENTRY_LABELS.has(key);
};

/** Separators left at a segment's end once what followed them is gone ('Uniklinik Köln ·'). */
const TRAILING_SEPARATORS = /[\s,;|·•–—-]+$/u;

/**
 * Separators at a segment's end, and closing brackets there that close nothing ('(GAMCO)' keeps
 * its own).
 */
const trimEnd = (segment: string) => {
  let text = segment.replace(TRAILING_SEPARATORS, '');
  while (text.endsWith(')') && (text.match(/\(/g) ?? []).length < (text.match(/\)/g) ?? []).length)
    text = text.slice(0, -1).replace(TRAILING_SEPARATORS, '');
  return text;
};

/** The pieces of an entry's heading lines: cells, and parts set apart by dashes or bars. */
export const headingSegments = (lines: readonly string[]) =>
  lines
    .flatMap((line) => line.split(/\t| \| | — | – | - | · | • /))
    .map((segment) =>
      trimEnd(
        segment
          .trim()
          .replace(/^[\s,;|·•–—-]+/u, '')
          .replace(/^[(]+(?![^(]*\))/, ''),
      ).trim(),
    )
    .filter((segment) => segment && !isNoise(segment));
