import { readDateRanges, withoutDates } from '../../fields/read-dates.ts';
import type { ResumeLine } from '../resume-line.ts';
import { findGutter, hasLeft, hasRight, sideText, type Gutter } from './find-gutter.ts';
import { findCellStarts, lineText, typographyOf, type PageLine } from './pdf-lines.ts';
import { findSideHeadings, type Piece, type SideHeading } from './side-headings.ts';

type Region = ResumeLine['region'];

const toLine = (piece: Piece, region: Region, startsBlock: boolean, cells: number[] = []) => {
  const { isBold } = typographyOf(piece.items);
  const text = lineText(piece.line, piece.items, cells);
  return {
    text,
    size: typographyOf(piece.items).size,
    isBold,
    isHeading: false,
    startsBlock,
    region,
  };
};

/**
 * Lines of one column top to bottom, each with its piece; a line after more space than the
 * line spacing opens a block, as does the column's first.
 */
const columnLines = (pieces: readonly Piece[], region: Region, cells: number[] = []) =>
  pieces.flatMap((piece, index) => {
    const previous = pieces[index - 1];
    const spacing = previous ? previous.line.y - piece.line.y : Infinity;
    const isAfterGap = spacing > Math.max(previous?.line.size ?? 0, piece.line.size) * 1.9;
    const line = toLine(piece, region, index === 0 || isAfterGap, cells);
    return line.text ? [{ piece, line }] : [];
  });

const readColumn = (pieces: readonly Piece[], region: Region, cells: number[] = []) =>
  columnLines(pieces, region, cells).map(({ line }) => line);

const isDateOnly = (text: string) =>
  readDateRanges(text).some((range) => withoutDates(text, range).trim() === '');

/**
 * A left column of labels, not of text: headings set beside the entries they head, or each
 * entry's dates. Its lines stand apart (a label a block), where a sidebar's follow each other.
 */
const isLabelColumn = (run: readonly PageLine[], x: number) => {
  const indexes = run.flatMap((line, index) => (hasLeft(line, x) ? [index] : []));
  const rights = run.filter((line) => hasRight(line, x)).length;
  if (indexes.length < 2 || rights < indexes.length * 1.5) return false;
  // A date range wrapped in the narrow column ('Sep 2022 –' / 'Present') is one label.
  const isWrappedRange = (at: number) => /[–—-]\s*$/u.test(sideText(run[at - 1]!, x, true));
  const following = indexes.filter(
    (at, index) => index > 0 && indexes[index - 1] === at - 1 && !isWrappedRange(at),
  );
  return following.length < (indexes.length - 1) * 0.5;
};

const isCaps = (text: string) => /\p{Lu}/u.test(text) && text === text.toLocaleUpperCase();

/** Set apart from the text beside it as a heading is: larger, bolder or in capitals. */
const standsOut = (label: ResumeLine, content: ResumeLine, body: number) =>
  label.size > Math.min(content.size, body) * 1.05 ||
  (label.isBold && !content.isBold) ||
  (isCaps(label.text) && !isCaps(content.text));

/** Labels in reading order: a heading before what it heads, dates as the first cell of their entry. */
const readLabelled = (run: readonly PageLine[], x: number): ResumeLine[] => {
  const body = typographyOf(run.flatMap((line) => line.items)).size;
  return run.flatMap((line, index): ResumeLine[] => {
    const left = { line, items: line.items.filter((item) => item.x0 < x) };
    const right = { line, items: line.items.filter((item) => item.x0 >= x) };
    const previous = run[index - 1];
    const isAfterGap = !previous || previous.y - line.y > line.size * 1.9;
    if (left.items.length === 0) return [toLine(right, 'main', isAfterGap)];
    const label = toLine(left, 'main', true);
    if (right.items.length === 0) return [label];
    if (isDateOnly(label.text)) return [toLine({ line, items: line.items }, 'main', true)];
    const content = toLine(right, 'main', false);
    if (standsOut(label, content, body)) return [label, content];
    // A label set like its content names it ('Tools  dbt, Snowflake'): one line, as 'Tools: …'.
    return [{ ...content, text: `${label.text}: ${content.text}`, startsBlock: true }];
  });
};

const width = (pieces: readonly Piece[]) =>
  Math.max(0, ...pieces.map((piece) => piece.items.at(-1)!.x1)) -
  Math.min(...pieces.map((piece) => piece.items[0]!.x0));

const readTwoColumns = (run: readonly PageLine[], gutter: Gutter): ResumeLine[] => {
  const side = (isLeft: boolean): Piece[] =>
    run.flatMap((line) => {
      const items = line.items.filter((item) => item.x0 < gutter.x === isLeft);
      return items.length > 0 ? [{ line, items }] : [];
    });
  const [left, right] = [side(true), side(false)];
  const isLeftSide = width(left) < width(right);
  const [narrow, main] = isLeftSide ? [left, right] : [right, left];
  const beside = findSideHeadings(narrow, (piece) => lineText(piece.line, piece.items));
  if (beside) return [...readColumn(beside.before, 'side'), ...withHeadings(main, beside.headings)];
  return [
    ...readColumn(left, isLeftSide ? 'side' : 'main'),
    ...readColumn(right, isLeftSide ? 'main' : 'side'),
  ];
};

/**
 * The main column with the narrow column's headings read where they stand: each before the
 * first main line at its height or below it.
 */
const withHeadings = (main: readonly Piece[], headings: readonly SideHeading[]): ResumeLine[] => {
  const headingLine = (heading: SideHeading): ResumeLine => ({
    ...toLine(heading.pieces[0]!, 'main', true),
    text: heading.text,
  });
  let next = 0;
  const lines = columnLines(main, 'main').flatMap(({ piece, line }) => {
    const before: ResumeLine[] = [];
    while (headings[next] && headings[next]!.y >= piece.line.y - piece.line.size * 0.5)
      before.push(headingLine(headings[next++]!));
    return before.length > 0 ? [...before, { ...line, startsBlock: true }] : [line];
  });
  return [...lines, ...headings.slice(next).map(headingLine)];
};

const whole = (lines: readonly PageLine[], cells: number[] = []) =>
  readColumn(
    lines.map((line) => ({ line, items: line.items })),
    'main',
    cells,
  );

/**
 * A page's lines in reading order: a two-column stretch gives one column, then the other (the
 * narrower one a sidebar); a left column of headings or dates is read beside what it labels; a
 * table stays row by row with its cells apart.
 */
export const pageLines = (lines: readonly PageLine[], pageWidth: number): ResumeLine[] => {
  const gutter = findGutter(lines, pageWidth);
  if (!gutter) return whole(lines, findCellStarts(lines));
  const run = lines.slice(gutter.from, gutter.to + 1);
  const middle = isLabelColumn(run, gutter.x)
    ? readLabelled(run, gutter.x)
    : readTwoColumns(run, gutter);
  return [...whole(lines.slice(0, gutter.from)), ...middle, ...whole(lines.slice(gutter.to + 1))];
};
