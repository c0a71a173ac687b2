import type { StructuredTextItem } from 'unpdf';

/** A piece of text on a page line, in PDF units (origin bottom left). */
export type LineItem = { text: string; x0: number; x1: number };
export type PageLine = { y: number; size: number; items: LineItem[] };

/**
 * Groups a page's text items into lines: items whose baselines lie within a third of the font
 * size of each other share a line, read left to right. Lines come top to bottom.
 */
export const groupIntoLines = (items: readonly StructuredTextItem[]): PageLine[] => {
  const visible = items.filter((item) => item.str.trim() !== '');
  const sorted = [...visible].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: PageLine[] = [];
  for (const item of sorted) {
    const size = item.fontSize || item.height || 10;
    const last = lines.at(-1);
    const piece = { text: item.str, x0: item.x, x1: item.x + item.width };
    if (last && Math.abs(last.y - item.y) <= Math.max(last.size, size) / 3) last.items.push(piece);
    else lines.push({ y: item.y, size, items: [piece] });
  }
  for (const line of lines) line.items.sort((a, b) => a.x0 - b.x0);
  return lines;
};

/**
 * A line's text. Pieces close together are one run of words; a wide gap (a table cell, dates set
 * to the right margin) becomes a tab, which the field readers take as a cell boundary; so does a
 * piece starting where table cells start on the page (a cell may run up to the next one).
 */
export const lineText = (
  line: PageLine,
  items: readonly LineItem[] = line.items,
  cellStarts: readonly number[] = [],
): string => {
  let text = '';
  let end = Number.NEGATIVE_INFINITY;
  for (const item of items) {
    const gap = item.x0 - end;
    const isCell = cellStarts.some((start) => Math.abs(start - item.x0) <= 2);
    if (text && (gap > line.size * 1.5 || isCell)) text += '\t';
    else if (text && gap > line.size * 0.15 && !/\s$/.test(text) && !/^\s/.test(item.text))
      text += ' ';
    text += item.text;
    end = item.x1;
  }
  return text.replace(/ {2,}/g, ' ').trim();
};

/**
 * Where table cells start on a page: an x at which a piece of text that is not the first of its
 * line starts on at least two lines.
 */
export const findCellStarts = (lines: readonly PageLine[]): number[] => {
  const starts = lines.flatMap((line) => line.items.slice(1).map((item) => item.x0));
  return [...new Set(starts.map((x) => Math.round(x)))].filter(
    (x) => starts.filter((start) => Math.abs(start - x) <= 2).length >= 2,
  );
};
