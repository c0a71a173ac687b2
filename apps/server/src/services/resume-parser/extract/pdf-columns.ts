import { readDateRanges, withoutDates } from '../fields/read-dates.ts';
import { findCellStarts, lineText, type PageLine } from './pdf-lines.ts';

type Gutter = { x: number; from: number; to: number };

const crosses = (line: PageLine, x: number) =>
  line.items.some((item) => item.x0 < x - 1 && item.x1 > x + 1);
const hasLeft = (line: PageLine, x: number) => line.items.some((item) => item.x1 <= x);
const hasRight = (line: PageLine, x: number) => line.items.some((item) => item.x0 >= x);

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

/** Right-hand text of a real column starts at one x (left aligned); right-aligned dates do not. */
const isLeftAlignedColumn = (lines: readonly PageLine[], x: number) => {
  const starts = lines.flatMap((line) => {
    const first = line.items.find((item) => item.x0 >= x);
    return first ? [Math.round(first.x0)] : [];
  });
  const counts = new Map<number, number>();
  for (const start of starts) counts.set(start, (counts.get(start) ?? 0) + 1);
  const modal = Math.max(...counts.values());
  const near = starts.filter((start) =>
    [...counts].some(([at, count]) => count === modal && Math.abs(at - start) <= 3),
  );
  return near.length >= starts.length * 0.7;
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

/**
 * Dates set at the right of each entry's heading, or a column of dates at their left, make no
 * page column: where both sides have text, one side is mostly a date range and nothing else.
 */
const isDateColumn = (twoSided: readonly PageLine[], x: number) =>
  [true, false].some(
    (isRight) =>
      twoSided.filter((line) =>
        isDateOnly(
          lineText(
            line,
            line.items.filter((item) => item.x0 >= x - 1 === isRight),
          ),
        ),
      ).length >=
      twoSided.length * 0.5,
  );

/**
 * Finds a gutter between two columns: a vertical strip in the middle of the page that no text
 * crosses over most of the page's lines. A narrower run of aligned cells is a table, and stays
 * row by row.
 */
export const findGutter = (lines: readonly PageLine[], pageWidth: number): Gutter | null => {
  if (lines.length < 6) return null;
  let best: (Gutter & { bothSides: number }) | null = null;
  for (let x = pageWidth * 0.2; x <= pageWidth * 0.8; x += 2) {
    const run = longestRun(lines, x);
    if (!best || run.to - run.from > best.to - best.from) best = run;
    else if (run.to - run.from === best.to - best.from && run.bothSides > best.bothSides)
      best = run;
  }
  if (!best || best.bothSides < 3) return null;
  const runLines = lines.slice(best.from, best.to + 1);
  const isMostOfPage = runLines.length >= lines.length * 0.5;
  const twoSided = runLines.filter((line) => hasLeft(line, best.x) && hasRight(line, best.x));
  const isTable = tableRows(twoSided, best.x) > twoSided.length / 2;
  if (!isMostOfPage || isTable || isDateColumn(twoSided, best.x)) return null;
  return isLeftAlignedColumn(runLines, best.x) ? best : null;
};

/**
 * The page's text in reading order: a two-column stretch gives its left column, then its right;
 * a piece of text belongs to the column it starts in.
 */
export const pageText = (lines: readonly PageLine[], pageWidth: number): string => {
  const gutter = findGutter(lines, pageWidth);
  const cellStarts = findCellStarts(lines);
  if (!gutter) return lines.map((line) => lineText(line, line.items, cellStarts)).join('\n');
  const before = lines.slice(0, gutter.from).map((line) => lineText(line));
  const run = lines.slice(gutter.from, gutter.to + 1);
  const side = (isLeft: boolean) =>
    run
      .map((line) =>
        lineText(
          line,
          line.items.filter((item) => item.x0 < gutter.x === isLeft),
        ),
      )
      .filter(Boolean);
  const after = lines.slice(gutter.to + 1).map((line) => lineText(line));
  return [...before, ...side(true), '', ...side(false), ...after].join('\n');
};
