import type { ResumeLine } from '../extract/resume-line.ts';
import { leadingDate, readDateRanges } from './read-dates.ts';

/** A range's start and its dash, nothing after the dash but the entry's heading or nothing. */
const OPEN_START = /[–—-](?=\s|$)/u;

/** Where a line's date range is left open ('06/2019– Registered Nurse'): just after its dash. */
const openDashEnd = (text: string): number | null => {
  // one date read alone, or a start whose range was left open ('2019-01 —')
  const range = readDateRanges(text).find((found) => !found.start !== !found.end);
  if (!range || range.isCurrent) return null;
  const after = text.slice(range.index + range.length);
  const dash = OPEN_START.exec(after.slice(0, 3));
  if (dash) return range.index + range.length + dash.index + 1;
  // the open range's own dash is part of the range read ('2019-01 —')
  return /[–—-]\s*$/u.test(text.slice(range.index, range.index + range.length))
    ? range.index + range.length
    : null;
};

/**
 * Date ranges broken over two lines joined again: a narrow column of dates wraps its ranges
 * ('06/2019–' / 'present', 'Sep 2022 –' / 'Present'), and the end then opens the next line, often
 * before the entry's first bullet. The end moves up beside its start.
 */
export const joinSplitRanges = (lines: readonly ResumeLine[]): ResumeLine[] => {
  const joined: ResumeLine[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const next = lines[index + 1];
    const at = next ? openDashEnd(line.text) : null;
    const end = at !== null && next ? leadingDate(next.text) : null;
    if (at === null || !next || !end) {
      joined.push(line);
      continue;
    }
    const text = `${line.text.slice(0, at)} ${end} ${line.text.slice(at)}`;
    joined.push({ ...line, text: text.replace(/ {2,}/g, ' ').trim() });
    const rest = next.text.slice(end.length).replace(/^[\t ]+/, '');
    if (rest) joined.push({ ...next, text: rest });
    index += 1;
  }
  return joined;
};
