import type { ResumeLine } from '../resume-line.ts';
import { dominantStyle } from './line-builder.ts';

/** A table cell as both formats give it: its lines already read, where it sits and how wide it is. */
export type TableCell = {
  lines: ResumeLine[];
  /** The grid column it starts in. */
  column: number;
  /** Its width, in a unit the whole table shares; 0 when the document does not say. */
  width: number;
  /** The rows a vertical merge makes it cover (1 when it is not merged). */
  rowSpan: number;
};

/** The cells that start in a row, in the document's order (a merged cell's continuations left out). */
export type TableRow = TableCell[];

type Region = ResumeLine['region'];

/** A sidebar is a column of its own: narrow, beside a much wider one, holding a list of lines. */
const SIDEBAR_MAX_SHARE = 0.4;
const SIDEBAR_MIN_RATIO = 1.5;
const SIDEBAR_MIN_LINES = 3;
/**
 * A table of a few rows can be the page's layout; one of many rows is a list (a dates or labels
 * column beside each entry), whose narrow cells are no sidebar unless merged down several rows.
 */
const LAYOUT_MAX_ROWS = 3;

const hasLines = (cell: TableCell) => cell.lines.length > 0;

type RowLines = { lines: ResumeLine[]; isLayout: boolean };

/** Cell by cell when a row's cells hold several lines; one line of tab-separated cells otherwise. */
const rowLines = (cells: TableCell[], sides: Set<TableCell>): RowLines => {
  const filled = cells.filter(hasLines);
  if (filled.some((cell) => cell.lines.length > 1))
    return {
      isLayout: true,
      lines: filled.flatMap((cell) =>
        cell.lines.map((line, index) => ({
          ...line,
          startsBlock: line.startsBlock || index === 0,
          region: sides.has(cell) ? ('side' as const) : line.region,
        })),
      ),
    };
  if (filled.length === 0) return { isLayout: false, lines: [] };
  const lines = filled.map((cell) => cell.lines[0]!);
  const style = dominantStyle(lines.map(({ text, size, isBold }) => ({ text, size, isBold })));
  const text = lines.map((line) => line.text).join('\t');
  const isHeading = lines.every((line) => line.isHeading);
  const { region } = lines[0]!;
  return {
    isLayout: false,
    lines: [{ text, ...style, isHeading, startsBlock: false, region }],
  };
};

/** Rows read one after the other; a one-line row after a layout row starts a block of its own. */
const rowsLines = (rows: TableCell[][], sides: Set<TableCell>, state: { isAfterLayout: boolean }) =>
  rows.flatMap((row) => {
    const { lines, isLayout } = rowLines(row, sides);
    const isApart = !isLayout && state.isAfterLayout;
    if (lines.length > 0) state.isAfterLayout = isLayout;
    return isApart ? lines.map((line) => ({ ...line, startsBlock: true })) : lines;
  });

const findSides = (rows: TableRow[], region: Region) => {
  const sides = new Set<TableCell>();
  const tableWidth = Math.max(
    0,
    ...rows.map((row) => row.reduce((sum, cell) => sum + cell.width, 0)),
  );
  if (region !== 'main' || tableWidth === 0) return sides;
  const filledRows = rows.filter((row) => row.some(hasLines)).length;
  rows.forEach((row, rowIndex) => {
    for (const cell of row) {
      const isCandidate =
        cell.lines.length >= SIDEBAR_MIN_LINES &&
        cell.width <= SIDEBAR_MAX_SHARE * tableWidth &&
        (filledRows <= LAYOUT_MAX_ROWS || cell.rowSpan > 1);
      const beside = rows.slice(rowIndex, rowIndex + cell.rowSpan).flat();
      const hasWideNeighbour = beside.some(
        (other) =>
          other !== cell && hasLines(other) && other.width >= SIDEBAR_MIN_RATIO * cell.width,
      );
      if (isCandidate && hasWideNeighbour) sides.add(cell);
    }
  });
  return sides;
};

/**
 * Where a sidebar's band of rows ends: past the rows its cells cover, at the first row whose
 * cell in the sidebar's column holds something else, or that has no cell there (a row across).
 */
const bandEnd = (rows: TableRow[], start: number, side: TableCell, sides: Set<TableCell>) => {
  let coveredUntil = start + side.rowSpan;
  let end = start + 1;
  for (; end < rows.length; end += 1) {
    const atColumn = rows[end]!.find((cell) => cell.column === side.column);
    if (atColumn !== undefined && sides.has(atColumn))
      coveredUntil = Math.max(coveredUntil, end + atColumn.rowSpan);
    else if (end >= coveredUntil && (atColumn === undefined || hasLines(atColumn))) break;
  }
  return end;
};

/**
 * A table's lines in the order a person reads them. A row is one line when each of its cells
 * holds one line (a table of skills, a label and its value); a row of cells holding several lines
 * is a layout, read cell after cell in the document's order, which is the reading order in both
 * directions (a right-to-left table sets its first cell at the right). A sidebar column is read
 * whole, before the main column when it is at its start, after it otherwise, even when the table
 * cuts it into several rows.
 */
export const readTableLines = ({ rows, region }: { rows: TableRow[]; region: Region }) => {
  const sides = findSides(rows, region);
  const state = { isAfterLayout: true };
  const lines: ResumeLine[] = [];
  let rowIndex = 0;
  while (rowIndex < rows.length) {
    const side = rows[rowIndex]!.find((cell) => sides.has(cell));
    const end = side === undefined ? rowIndex + 1 : bandEnd(rows, rowIndex, side, sides);
    const band = rows.slice(rowIndex, end);
    const sideLines = rowsLines([band.flat().filter((cell) => sides.has(cell))], sides, {
      isAfterLayout: true,
    });
    const mainLines = rowsLines(
      band.map((row) => row.filter((cell) => !sides.has(cell))),
      sides,
      state,
    );
    const isSideFirst =
      side !== undefined &&
      !band.flat().some((cell) => hasLines(cell) && cell.column < side.column);
    lines.push(...(isSideFirst ? [...sideLines, ...mainLines] : [...mainLines, ...sideLines]));
    rowIndex = end;
  }
  return lines.map((line, index) => (index === 0 ? { ...line, startsBlock: true } : line));
};
