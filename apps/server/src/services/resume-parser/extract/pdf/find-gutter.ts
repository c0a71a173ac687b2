import { readDateRanges, withoutDates } from '../../fields/read-dates.ts';
import { lineText, type PageLine } from './pdf-lines.ts';

/** A vertical strip between two columns over the lines `from`..`to` of a page. */
export type Gutter = { x: number; from: number; to: number };

const crosses = (line: PageLine, x: number) =>
  line.items.some((item) => item.x0 < x - 1 && item.x1 > x + 1);
export const hasLeft = (line: PageLine, x: number) => line.items.some((item) => item.x1 <= x);
export const hasRight = (line: PageLine, x: number) => line.items.some((item) => item.x0 >= x);

/** Lines crossed at `x` that a run may hold: a long email in a sidebar spills over the gap. */
const CROSSING_BUDGET = 2;

/**
 * The run of consecutive lines with the most lines of text on both sides of `x`, where at most
 * CROSSING_BUDGET lines have a piece of text crossing `x`.
 */
const longestRun = (lines: readonly PageLine[], x: number): Gutter & { bothSides: number } => {
  let best = { x, from: 0, to: -1, bothSides: 0 };
  const crossings: number[] = [];
  let from = 0;
  let bothSides = 0;
  const twoSided = lines.map((line) => hasLeft(line, x) && hasRight(line, x));
  lines.forEach((line, index) => {
    if (crosses(line, x)) {
      crossings.push(index);
      if (crossings.length > CROSSING_BUDGET) {
        const dropped = crossings.shift()!;
        for (let at = from; at <= dropped; at += 1) if (twoSided[at]) bothSides -= 1;
        from = dropped + 1;
      }
    } else if (twoSided[index]) bothSides += 1;
    const isLonger = index - from > best.to - best.from;
    if (bothSides > best.bothSides || (bothSides === best.bothSides && isLonger))
      best = { x, from, to: index, bothSides };
  });
  return best;
};

const innerStarts = (line: PageLine, x: number) =>
  line.items.filter((item, index) => index > 0 && item.x0 < x).map((item) => item.x0);

/**
 * A table row has several cells on the left of the gap too: set apart by a wide gap, or
 * starting where a cell of another row starts (a cell may run into the next one); a sidebar
 * line is one run of text.
 */
const tableRows = (lines: readonly PageLine[], x: number) =>
  lines.filter((line) => {
    const left = line.items.filter((item) => item.x0 < x);
    const isWide = left.some(
      (item, index) => index > 0 && item.x0 - left[index - 1]!.x1 > line.size * 1.5,
    );
    const isAligned = innerStarts(line, x).some((start) =>
      lines.some(
        (other) => other !== line && innerStarts(other, x).some((at) => Math.abs(at - start) <= 2),
      ),
    );
    return isWide || isAligned;
  }).length;

const isDateOnly = (text: string) =>
  readDateRanges(text).some((range) => withoutDates(text, range).trim() === '');

/** Text on one side of `x` of a line. */
export const sideText = (line: PageLine, x: number, isLeft: boolean) =>
  lineText(
    line,
    line.items.filter((item) => item.x0 < x === isLeft),
  );

/**
 * Dates set at the right of each entry's heading make no page column: where both sides have
 * text, the right side is mostly a date range and nothing else.
 */
const isRightDateColumn = (twoSided: readonly PageLine[], x: number) =>
  twoSided.filter((line) => isDateOnly(sideText(line, x - 1, false))).length >=
  twoSided.length * 0.5;

/**
 * Finds a gutter between two columns: a vertical strip in the middle of the page that no text
 * crosses over most of the page's lines. A narrower run of aligned cells is a table, and stays
 * row by row; so do dates at the right margin.
 */
export const findGutter = (lines: readonly PageLine[], pageWidth: number): Gutter | null => {
  if (lines.length < 6) return null;
  let best: (Gutter & { bothSides: number }) | null = null;
  for (let x = pageWidth * 0.12; x <= pageWidth * 0.82; x += 2) {
    const run = longestRun(lines, x);
    if (!best || run.to - run.from > best.to - best.from) best = run;
    else if (run.to - run.from === best.to - best.from && run.bothSides > best.bothSides)
      best = run;
  }
  if (!best || best.bothSides < 3) return null;
  const runLines = lines.slice(best.from, best.to + 1);
  const isMostOfPage = runLines.length >= lines.length * 0.4;
  const twoSided = runLines.filter((line) => hasLeft(line, best.x) && hasRight(line, best.x));
  const isTable = tableRows(twoSided, best.x) > twoSided.length / 2;
  if (!isMostOfPage || isTable) return null;
  if (isRightDateColumn(twoSided, best.x)) return null;
  return best;
};
