import { continuesProse } from './prose.ts';
import { readDateRanges, withoutDates, type DateRange } from './read-dates.ts';

/** One entry of a dated list section (a job, a degree): its heading lines, dates, description. */
export type ItemBlock = { lines: string[]; dates: DateRange | null; description: string[] };

const BULLET = /^[•●▪◦■►✓*·\-–—]\s*/u;

const datesOf = (line: string) => readDateRanges(line).find((range) => range.start ?? range.end);

/** A sentence without a full stop: many words, most of them in lower case ('Build dashboards and reports that leaders use'). */
const isProse = (line: string) => {
  const words = line.split(/\s+/);
  const lower = words.filter((word) => /^\p{Ll}/u.test(word)).length;
  return words.length >= 7 && lower >= words.length * 0.6 && !line.includes('\t');
};

/** A sentence's end, not an abbreviation's ('Mercadona S.A.', 'Acme Inc.'). */
const endsSentence = (line: string) =>
  /[!;]$/.test(line) ||
  (/\.$/.test(line) && !/(?:^|\s)(?:\p{Lu}[\p{L}.]{0,3}|\S+\.\S+)\.$/u.test(line));

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
  return { lines: rest, dates, description: [] };
};

/** A list section's entries: heading lines (dates taken out) followed by their description. */
export const readItemBlocks = (section: readonly string[]): ItemBlock[] => {
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

/** The pieces of an entry's heading lines: cells, and parts set apart by dashes or bars. */
export const headingSegments = (lines: readonly string[]) =>
  lines
    .flatMap((line) => line.split(/\t| \| | — | – | - | · | • /))
    .map((segment) =>
      segment
        .trim()
        .replace(/^[,(]+|[,)]+$/g, '')
        .trim(),
    )
    .filter(Boolean);
