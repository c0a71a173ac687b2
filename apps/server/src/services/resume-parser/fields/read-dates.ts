import { escapeRegExp } from '@careers/shared';
import { foldKeepingLength } from './fold.ts';
import { MONTH_NUMBERS } from './month-names.ts';

/** Dates found on a line: start and end as YYYY-MM (a year alone is its January). */
export type DateRange = {
  start: string | null;
  end: string | null;
  isCurrent: boolean;
  /** Where the dates are in the line, to cut them out of it. */
  index: number;
  length: number;
};

const MONTH = [...MONTH_NUMBERS.keys()]
  .sort((a, b) => b.length - a.length)
  .map(escapeRegExp)
  .join('|');
const YEAR = '(?:19|20)\\d{2}';
const TOKEN = [
  `(?<!\\p{L})(?<name>${MONTH})\\.?,?\\s*(?:de\\s+|del\\s+)?(?<nameYear>${YEAR})(?!\\d)`,
  `(?<!\\d)(?<month>0?[1-9]|1[0-2])\\s*[/.-]\\s*(?<monthYear>${YEAR})(?!\\d)`,
  `(?<!\\d)(?<dayYear>${YEAR})-(?<dayMonth>0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])(?!\\d)`,
  `(?<!\\d)(?<isoYear>${YEAR})\\s*[/.-]\\s*(?<isoMonth>0[1-9]|1[0-2])(?![\\d/.-])`,
  // '2008-Jan', '2019 Mar' (a few themes write the year first)
  `(?<!\\d)(?<yearFirst>${YEAR})[-/ ](?<yearFirstName>${MONTH})(?!\\p{L})`,
  `(?<!\\d)(?<cjkYear>${YEAR})\\s*年\\s*(?<cjkMonth>\\d{1,2})\\s*月?`,
  `(?<!\\d)(?<year>${YEAR})(?!\\d)`,
].join('|');
const PRESENT =
  "present|current|now|today|ongoing|aujourd['’]hui|present|actuel(?:lement)?|en cours|heute|jetzt|aktuell|derzeit|actualidad|presente|actual|hoy|oggi|attuale|atual|atualmente|heden|nu|obecnie|teraz|nadal|настоящее время|наст\\. время|сейчас|至今|现在|حتى الان|الان|حاليا|עד היום|היום|כיום|idag|nyt|nå|nykyinen|halen|devam ediyor|gunumuz|hien tai|nay";
const DATE_PATTERN = new RegExp(
  `${TOKEN}|(?<present>(?<![\\p{L}])(?:${PRESENT})(?![\\p{L}]))`,
  'gu',
);
const BETWEEN =
  /^\s*(?:(?:–|—|-|‒|−|~|→|to|until|till|bis|au|a|al|hasta|ate|do|до|по|tot)\s*){0,2}$/u;
/** A range left open: a dash after the start and nothing more ('2019-01 —', 'Mar 2021 –'). */
const OPEN_END = /^\s*[–—-]\s*(?:\t|$)/u;
const SINCE = /(?:since|seit|depuis|desde|dal|da|sinds|od|с|från|fra)\s*$/u;

type Found = { value: string | null; isPresent: boolean; index: number; end: number };

const pad = (month: number) => String(month).padStart(2, '0');

const toFound = (match: RegExpMatchArray): Found | null => {
  const groups = match.groups ?? {};
  const index = match.index!;
  const end = index + match[0].length;
  if (groups.present) return { value: null, isPresent: true, index, end };
  const name = groups.name ?? groups.yearFirstName;
  const month = name
    ? MONTH_NUMBERS.get(name)
    : Number(groups.month ?? groups.dayMonth ?? groups.isoMonth ?? groups.cjkMonth ?? 1);
  const year =
    groups.nameYear ??
    groups.yearFirst ??
    groups.monthYear ??
    groups.dayYear ??
    groups.isoYear ??
    groups.cjkYear ??
    groups.year;
  if (!year || !month || month > 12) return null;
  return { value: `${year}-${pad(month)}`, isPresent: false, index, end };
};

/** Every date or date range on a line, in order. */
export const readDateRanges = (line: string): DateRange[] => {
  const folded = foldKeepingLength(line);
  const found = [...folded.matchAll(DATE_PATTERN)].flatMap((match) => toFound(match) ?? []);
  const ranges: DateRange[] = [];
  for (let index = 0; index < found.length; index += 1) {
    const first = found[index]!;
    const next = found[index + 1];
    if (first.isPresent) continue;
    if (next && BETWEEN.test(folded.slice(first.end, next.index))) {
      ranges.push({
        start: first.value,
        end: next.value,
        isCurrent: next.isPresent,
        index: first.index,
        length: next.end - first.index,
      });
      index += 1;
      continue;
    }
    const since = SINCE.exec(folded.slice(0, first.index));
    if (since) {
      const start = since.index;
      ranges.push({
        start: first.value,
        end: null,
        isCurrent: true,
        index: start,
        length: first.end - start,
      });
    } else if (OPEN_END.test(folded.slice(first.end))) {
      const length = OPEN_END.exec(folded.slice(first.end))![0].replace(/\t$/, '').length;
      ranges.push({
        start: first.value,
        end: null,
        isCurrent: false,
        index: first.index,
        length: first.end - first.index + length,
      });
    } else {
      ranges.push({
        start: null,
        end: first.value,
        isCurrent: false,
        index: first.index,
        length: first.end - first.index,
      });
    }
  }
  return ranges;
};

/** The line without the dates, and its leftover separators ('Acme — ', 'Acme · ' → 'Acme'). */
export const withoutDates = (line: string, range: DateRange) =>
  (line.slice(0, range.index) + '\t' + line.slice(range.index + range.length))
    .replace(/[([]\s*[)\]]/g, '')
    // a separator left beside the dates goes, not the hyphen of a word cut at the line's end
    .replace(/\s*(?:,|(?<!\p{L})[|·•–—-])?\s*\t\s*[,|·•–—-]?\s*/gu, '\t')
    .replace(/^\t+|\t+$/g, '')
    .trim();

/**
 * The date or 'present' a text opens with ('present', '05/2019 ⇥ …'), as written, or null: the
 * end of a range whose start ended the line before ('06/2019–' / 'present').
 */
export const leadingDate = (text: string): string | null => {
  const folded = foldKeepingLength(text);
  DATE_PATTERN.lastIndex = 0;
  const match = DATE_PATTERN.exec(folded);
  DATE_PATTERN.lastIndex = 0;
  if (!match || match.index !== 0) return null;
  return toFound(match) ? text.slice(0, match[0].length) : null;
};
