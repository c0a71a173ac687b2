import { lineText, type PageLine } from './pdf-lines.ts';

type Gutter = { x: number; from: number; to: number };

const crosses = (line: PageLine, x: number) =>
  line.items.some((item) => item.x0 < x - 1 && item.x1 > x + 1);
const hasLeft = (line: PageLine, x: number) => line.items.some((item) => item.x1 <= x);
const hasRight = (line: PageLine, x: number) => line.items.some((item) => item.x0 >= x);

/** The longest run of consecutive lines that no text crosses at `x`, with text on both sides. */
const longestRun = (lines: readonly PageLine[], x: number): Gutter & { bothSides: number } => {
  let best = { x, from: 0, to: -1, bothSides: 0 };
  let from = 0;
  let bothSides = 0;
  lines.forEach((line, index) => {
    if (crosses(line, x)) {
      from = index + 1;
      bothSides = 0;
      return;
    }
    if (hasLeft(line, x) && hasRight(line, x)) bothSides += 1;
    if (bothSides > best.bothSides) best = { x, from, to: index, bothSides };
  });
  // The run goes on past its last two-sided line while nothing crosses.
  while (best.to + 1 < lines.length && !crosses(lines[best.to + 1]!, x)) best.to += 1;
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

/** A table row has several cells on the left of the gap too; a sidebar line is one run of text. */
const isTableRow = (line: PageLine, x: number) => {
  const left = line.items.filter((item) => item.x1 <= x);
  return left.some((item, index) => index > 0 && item.x0 - left[index - 1]!.x1 > line.size * 1.5);
};

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
  }
  if (!best || best.bothSides < 3) return null;
  const runLines = lines.slice(best.from, best.to + 1);
  const isMostOfPage = runLines.length >= lines.length * 0.5;
  const twoSided = runLines.filter((line) => hasLeft(line, best.x) && hasRight(line, best.x));
  const isTable = twoSided.filter((line) => isTableRow(line, best.x)).length > twoSided.length / 2;
  return isMostOfPage && !isTable && isLeftAlignedColumn(runLines, best.x) ? best : null;
};

/** The page's text in reading order: a two-column stretch gives its left column, then its right. */
export const pageText = (lines: readonly PageLine[], pageWidth: number): string => {
  const gutter = findGutter(lines, pageWidth);
  if (!gutter) return lines.map((line) => lineText(line)).join('\n');
  const before = lines.slice(0, gutter.from).map((line) => lineText(line));
  const run = lines.slice(gutter.from, gutter.to + 1);
  const side = (isLeft: boolean) =>
    run
      .map((line) =>
        lineText(
          line,
          line.items.filter((item) => item.x1 <= gutter.x + 1 === isLeft),
        ),
      )
      .filter(Boolean);
  const after = lines.slice(gutter.to + 1).map((line) => lineText(line));
  return [...before, ...side(true), '', ...side(false), ...after].join('\n');
};
