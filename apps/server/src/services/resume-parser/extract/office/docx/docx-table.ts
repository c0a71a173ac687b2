import type { ResumeLine } from '../../resume-line.ts';
import { readTableLines, type TableCell, type TableRow } from '../table-lines.ts';
import { elements, firstElement, type XmlElement } from '../xml-tree.ts';
import { unwrapped } from './docx-content-controls.ts';
import type { DocxContext } from './docx-context.ts';

const ROWS = new Set(['w:tr']);
const CELLS = new Set(['w:tc']);

const integer = (element: XmlElement | undefined, fallback: number) => {
  const parsed = Number.parseInt(element?.attributes['w:val'] ?? '', 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
};

/** A cell's width in twips: the grid columns it spans, else its own w:tcW when in twips. */
const cellWidth = (grid: number[], column: number, span: number, tcPr: XmlElement | undefined) => {
  const fromGrid = grid.slice(column, column + span).reduce((sum, width) => sum + width, 0);
  if (fromGrid > 0) return fromGrid;
  const own = firstElement(tcPr, 'w:tcW')?.attributes;
  return own?.['w:type'] === 'dxa' ? Number(own['w:w']) || 0 : 0;
};

/**
 * A table's rows and cells, each cell's content read as blocks (nested tables too). A cell
 * merged down (w:vMerge "restart", then cells without a value or "continue" below it) is one
 * cell covering those rows, holding whatever its continuations hold.
 */
export const readDocxTable = (table: XmlElement, context: DocxContext): ResumeLine[] => {
  const grid = elements(firstElement(table, 'w:tblGrid') ?? table, 'w:gridCol').map(
    (column) => Number(column.attributes['w:w']) || 0,
  );
  const merging = new Map<number, TableCell>();
  const rows = unwrapped(table, ROWS).map((tr): TableRow => {
    const row: TableRow = [];
    let column = integer(firstElement(firstElement(tr, 'w:trPr'), 'w:gridBefore'), 0);
    for (const tc of unwrapped(tr, CELLS)) {
      const tcPr = firstElement(tc, 'w:tcPr');
      const span = Math.max(1, integer(firstElement(tcPr, 'w:gridSpan'), 1));
      const merge = firstElement(tcPr, 'w:vMerge');
      const lines = context.readBlocks(tc, context.region);
      const above = merging.get(column);
      if (merge !== undefined && merge.attributes['w:val'] !== 'restart' && above !== undefined) {
        above.lines.push(...lines);
        above.rowSpan += 1;
      } else {
        const cell = { lines, column, width: cellWidth(grid, column, span, tcPr), rowSpan: 1 };
        row.push(cell);
        if (merge?.attributes['w:val'] === 'restart') merging.set(column, cell);
        else merging.delete(column);
      }
      column += span;
    }
    return row;
  });
  return readTableLines({ rows, region: context.region });
};
