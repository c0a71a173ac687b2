import type { ResumeLine } from '../../resume-line.ts';
import { lengthInPoints } from '../box-region.ts';
import { readTableLines, type TableCell, type TableRow } from '../table-lines.ts';
import { elements, firstElement, type XmlElement } from '../xml-tree.ts';
import type { OdtContext } from './odt-context.ts';

const COLUMN_GROUPS = new Set([
  'table:table-columns',
  'table:table-header-columns',
  'table:table-column-group',
]);
const ROW_GROUPS = new Set([
  'table:table-rows',
  'table:table-header-rows',
  'table:table-row-group',
]);
/** Columns and repeats past this are a hostile file's (a repeat count of a billion). */
const MAX_COLUMNS = 1024;

const count = (element: XmlElement, attribute: string) =>
  Math.min(
    MAX_COLUMNS,
    Math.max(1, Number.parseInt(element.attributes[attribute] ?? '1', 10) || 1),
  );

const columnElements = (container: XmlElement): XmlElement[] =>
  elements(container).flatMap((element) =>
    element.name === 'table:table-column'
      ? [element]
      : COLUMN_GROUPS.has(element.name)
        ? columnElements(element)
        : [],
  );

export const rowElements = (container: XmlElement): XmlElement[] =>
  elements(container).flatMap((element) =>
    element.name === 'table:table-row'
      ? [element]
      : ROW_GROUPS.has(element.name)
        ? rowElements(element)
        : [],
  );

/** Each grid column's width: absolute lengths when every column has one, else relative ones. */
const columnWidths = (table: XmlElement, context: OdtContext) => {
  const widths: { absolute: number | undefined; relative: number | undefined }[] = [];
  for (const column of columnElements(table)) {
    const properties = firstElement(
      context.sheet.find('table-column', column.attributes['table:style-name']),
      'style:table-column-properties',
    )?.attributes;
    const width = {
      absolute: lengthInPoints(properties?.['style:column-width']),
      relative: Number.parseFloat(properties?.['style:rel-column-width'] ?? '') || undefined,
    };
    for (let index = count(column, 'table:number-columns-repeated'); index > 0; index -= 1)
      if (widths.length < MAX_COLUMNS) widths.push(width);
  }
  const key = widths.every((width) => width.absolute !== undefined) ? 'absolute' : 'relative';
  return widths.map((width) => width[key] ?? 0);
};

/**
 * A table's rows and cells, each cell's content read as blocks (nested tables too), a cell
 * spanning rows (table:number-rows-spanned) covering the cells below it.
 */
export const readOdtTable = (table: XmlElement, context: OdtContext): ResumeLine[] => {
  const widths = columnWidths(table, context);
  const rows = rowElements(table).map((row): TableRow => {
    const cells: TableRow = [];
    let column = 0;
    for (const cell of elements(row)) {
      if (cell.name !== 'table:table-cell' && cell.name !== 'table:covered-table-cell') continue;
      const span = count(cell, 'table:number-columns-spanned');
      const repeat = count(cell, 'table:number-columns-repeated');
      if (cell.name === 'table:table-cell') {
        const width = widths.slice(column, column + span).reduce((sum, each) => sum + each, 0);
        const tableCell: TableCell = {
          lines: context.readBlocks(cell, context.region),
          column,
          width,
          rowSpan: count(cell, 'table:number-rows-spanned'),
        };
        cells.push(tableCell);
      }
      column += cell.name === 'table:table-cell' ? span * repeat : repeat;
      if (column > MAX_COLUMNS) break;
    }
    return cells;
  });
  return readTableLines({ rows, region: context.region });
};
