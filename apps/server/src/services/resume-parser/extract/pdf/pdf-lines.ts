import { markLineBullet } from '../normalize-text.ts';
import { isMostlyRightToLeft, logicalLineText } from './bidi-order.ts';
import type { PdfItem } from './pdf-items.ts';

/**
 * Items sharing a baseline, left to right; `size` is the size most of its letters have;
 * `isRightToLeft` when its page is written mostly in Arabic or Hebrew.
 */
export type PageLine = { y: number; size: number; items: PdfItem[]; isRightToLeft?: boolean };

const letters = (items: readonly PdfItem[]) =>
  items.reduce((sum, item) => sum + item.text.replace(/\s/g, '').length, 0);

/** The size and weight most of the items' letters have. */
export const typographyOf = (items: readonly PdfItem[]) => {
  const bySize = new Map<number, number>();
  let bold = 0;
  for (const item of items) {
    const count = item.text.replace(/\s/g, '').length;
    bySize.set(item.size, (bySize.get(item.size) ?? 0) + count);
    if (item.isBold) bold += count;
  }
  const size = [...bySize].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? 0;
  return { size, isBold: bold > 0 && bold >= letters(items) * 0.6 };
};

/**
 * Groups a page's items into lines: items whose baselines lie within a third of the font size
 * of each other share a line (a superscript or a larger first letter too). Lines come top to
 * bottom.
 */
export const groupIntoLines = (items: readonly PdfItem[]): PageLine[] => {
  const isRightToLeft = isMostlyRightToLeft(items.map((item) => item.text).join(''));
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x0 - b.x0);
  const lines: PageLine[] = [];
  for (const item of sorted) {
    const last = lines.at(-1);
    if (last && Math.abs(last.y - item.y) <= Math.max(Math.min(last.size, item.size) / 3, 1.5))
      last.items.push(item);
    else lines.push({ y: item.y, size: item.size, items: [item], isRightToLeft });
  }
  for (const line of lines) {
    line.items.sort((a, b) => a.x0 - b.x0);
    line.size = typographyOf(line.items).size;
  }
  return lines;
};

/**
 * Letter-spaced text ('J A N E   D O E') comes as one item a letter: its words are where the
 * gap is wider than the spacing between its letters.
 */
const wordGap = (line: PageLine, items: readonly PdfItem[]) => {
  const single = items.filter((item) => item.text.trim().length === 1).length;
  if (items.length < 4 || single < items.length * 0.7) return line.size * 0.15;
  const gaps = items
    .slice(1)
    .map((item, index) => item.x0 - items[index]!.x1)
    .sort((a, b) => a - b);
  const median = gaps[Math.floor(gaps.length / 2)] ?? 0;
  return Math.max(median * 1.8, median + line.size * 0.15);
};

/**
 * A line's text. Pieces close together are one run of words; a gap wider than an em (a table
 * cell, dates set to the right margin, skill tags drawn as boxes) becomes a tab, which the field
 * readers take as a cell boundary; so does a piece starting where table cells start on the page
 * (a cell may run up to the next one). Right-to-left text comes in reading order.
 */
export const lineText = (
  line: PageLine,
  items: readonly PdfItem[] = line.items,
  cellStarts: readonly number[] = [],
): string => {
  const spaceAt = wordGap(line, items);
  let text = '';
  let end = Number.NEGATIVE_INFINITY;
  let size = 0;
  for (const item of items) {
    const gap = item.x0 - end;
    const isApart = gap > line.size * 0.5;
    const isCell = isApart && cellStarts.some((start) => Math.abs(start - item.x0) <= 2);
    // A change of size on a line sets two things apart: 'Jane Doe  Nurse', 'Skills  Python'.
    const isResized = isApart && Math.max(size, item.size) > Math.min(size, item.size) * 1.15;
    const piece = spaceAt > line.size * 0.15 ? item.text.trim() : item.text;
    size = item.size;
    if (text && (gap > line.size * 1.1 || isCell || isResized)) text += '\t';
    else if (text && gap > spaceAt && !/\s$/.test(text) && !/^\s/.test(piece)) text += ' ';
    text += piece;
    end = item.x1;
  }
  const logical = logicalLineText(text.replace(/ {2,}/g, ' ').trim(), line.isRightToLeft ?? false);
  // A bullet may hang apart from its item's text (at the right margin of a right-to-left page).
  return markLineBullet(logical);
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
