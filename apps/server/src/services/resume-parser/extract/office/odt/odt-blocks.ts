import type { ResumeLine } from '../../resume-line.ts';
import { elements, type XmlElement } from '../xml-tree.ts';
import type { OdtContext } from './odt-context.ts';
import { DRAWINGS, readOdtDrawing } from './odt-frames.ts';
import type { OdtList } from './odt-lists.ts';
import { listLabel } from './odt-lists.ts';
import { readOdtParagraph, type OdtParagraph } from './odt-paragraph.ts';
import { readOdtTable } from './odt-table.ts';

/** Containers whose blocks are read as if they stood in their place. */
const SECTIONS = new Set([
  'text:section',
  'text:index-body',
  'text:index-title',
  'text:table-of-content',
  'text:illustration-index',
  'text:table-index',
  'text:object-index',
  'text:user-index',
  'text:alphabetical-index',
  'text:bibliography',
]);

/** As in a DOCX: space of this share of the font size between two paragraphs parts them. */
const BLOCK_GAP_SHARE = 0.4;

type Previous = { styleName: string; spaceAfter: number; isContextual: boolean };

type Walk = {
  context: OdtContext;
  lines: ResumeLine[];
  previous: Previous | undefined;
  isBreak: boolean;
};

const gapBetween = (previous: Previous, paragraph: OdtParagraph) => {
  const isSameStyle = previous.styleName === paragraph.style.name;
  const after = previous.isContextual && isSameStyle ? 0 : previous.spaceAfter;
  const before = paragraph.style.isContextual && isSameStyle ? 0 : paragraph.style.spaceBefore;
  return after + before;
};

const addParagraph = (walk: Walk, element: XmlElement, label: string) => {
  const paragraph = readOdtParagraph({ paragraph: element, context: walk.context, label });
  const { lines, boxesBefore, boxesAfter, style } = paragraph;
  const first = lines[0];
  if (first !== undefined) {
    const startsBlock =
      walk.isBreak ||
      walk.previous === undefined ||
      boxesBefore.length > 0 ||
      style.isPageBreakBefore ||
      gapBetween(walk.previous, paragraph) >= BLOCK_GAP_SHARE * first.size;
    lines[0] = { ...first, startsBlock };
  }
  walk.lines.push(...boxesBefore, ...lines, ...boxesAfter);
  walk.isBreak = lines.length === 0 || boxesAfter.length > 0;
  walk.previous = {
    styleName: style.name,
    spaceAfter: style.spaceAfter,
    isContextual: style.isContextual,
  };
};

const addBreakingLines = (walk: Walk, lines: ResumeLine[]) => {
  walk.lines.push(...lines);
  walk.isBreak = true;
  walk.previous = undefined;
};

/** A list's items, the first paragraph of each with its label; nested lists one level down. */
const addList = (walk: Walk, list: XmlElement, parent: OdtList | undefined) => {
  const opened = walk.context.lists.open(list, parent, undefined);
  for (const item of elements(list)) {
    if (item.name !== 'text:list-item' && item.name !== 'text:list-header') continue;
    const startValue = Number.parseInt(item.attributes['text:start-value'] ?? '', 10);
    let isFirst = item.name === 'text:list-item';
    for (const child of elements(item)) {
      if (child.name === 'text:list') {
        addList(walk, child, opened);
        isFirst = false;
      } else if (child.name === 'text:p' || child.name === 'text:h') {
        const styleName =
          opened.styleName ??
          walk.context.sheet.paragraph(child.attributes['text:style-name']).listStyleName;
        const label = isFirst
          ? listLabel({
              list: opened,
              listStyle: walk.context.sheet.listStyle(styleName),
              startValue: Number.isFinite(startValue) ? startValue : undefined,
            })
          : '';
        addParagraph(walk, child, label);
        isFirst = false;
      } else addBlock(walk, child);
    }
  }
};

function addBlock(walk: Walk, element: XmlElement) {
  if (element.name === 'text:p' || element.name === 'text:h') addParagraph(walk, element, '');
  else if (element.name === 'text:list') addList(walk, element, undefined);
  else if (element.name === 'table:table')
    addBreakingLines(walk, readOdtTable(element, walk.context));
  else if (DRAWINGS.has(element.name))
    addBreakingLines(walk, readOdtDrawing(element, walk.context));
  else if (SECTIONS.has(element.name)) for (const child of elements(element)) addBlock(walk, child);
}

/**
 * The lines of block content (the body, a header, a cell, a text box) in order, a line starting a
 * block at the start, after a table, a frame or an empty paragraph, at a page break or a gap.
 */
export const readOdtBlocks = (container: XmlElement, context: OdtContext): ResumeLine[] => {
  const walk: Walk = { context, lines: [], previous: undefined, isBreak: true };
  for (const element of elements(container)) addBlock(walk, element);
  return walk.lines;
};
