import type { ResumeLine } from '../../resume-line.ts';
import { boxRegion } from '../box-region.ts';
import type { XmlElement } from '../xml-tree.ts';
import { unwrapped } from './docx-content-controls.ts';
import type { DocxContext } from './docx-context.ts';
import { readParagraph, type DocxParagraph } from './docx-paragraph.ts';
import { readDocxTable } from './docx-table.ts';

const BLOCKS = new Set(['w:p', 'w:tbl']);

/**
 * Space between two paragraphs of at least this share of the font size sets them apart as two
 * blocks, as a gap that size shows on the page (Word's default 8 pt after 11 pt text does; the
 * items of a list, spaced 0 between them, do not).
 */
const BLOCK_GAP_SHARE = 0.4;

type Previous = { styleId: string; spaceAfter: number; isContextual: boolean };

/** The space between two paragraphs; none between two of one style that leave it out. */
const gapBetween = (previous: Previous, paragraph: DocxParagraph) => {
  const isSameStyle = previous.styleId === paragraph.styleId;
  const after = previous.isContextual && isSameStyle ? 0 : previous.spaceAfter;
  const before =
    paragraph.properties.isContextual && isSameStyle ? 0 : (paragraph.properties.spaceBefore ?? 0);
  return after + before;
};

const frameKey = (frame: Record<string, string> | undefined) =>
  frame === undefined || frame['w:dropCap'] !== undefined ? undefined : JSON.stringify(frame);

/** A frame (w:framePr) is a box of its own: beside the text unless it says nothing may be. */
const frameRegion = (frame: Record<string, string>, context: DocxContext) =>
  boxRegion({
    container: context.region,
    isFloating: true,
    hasTextBeside: frame['w:wrap'] !== 'notBeside',
    widthShare: Number(frame['w:w']) > 0 ? Number(frame['w:w']) / context.textWidth : undefined,
  });

/**
 * The lines of block content (a body, a header, a cell, a text box) in order: each paragraph
 * with the text boxes anchored in it before or after it, each table in its reading order. A line
 * starts a block at the start, after a table, a box or an empty paragraph, at a page break, a
 * frame's edge or a gap between paragraphs.
 */
export const readDocxBlocks = (container: XmlElement, context: DocxContext): ResumeLine[] => {
  const lines: ResumeLine[] = [];
  let previous: Previous | undefined;
  let isBreak = true;
  let previousFrame: string | undefined;
  let dropCap = '';
  for (const block of unwrapped(container, BLOCKS)) {
    if (block.name === 'w:tbl') {
      lines.push(...readDocxTable(block, context));
      [isBreak, previous] = [true, undefined];
      continue;
    }
    const paragraph = readParagraph(block, context);
    const { lines: own, boxesBefore, boxesAfter, properties, frame } = paragraph;
    // A drop cap is the paragraph's first letter, set in a frame of its own before it.
    if (frame?.['w:dropCap'] !== undefined && frame['w:dropCap'] !== 'none') {
      dropCap += own.map((line) => line.text).join('');
      continue;
    }
    const key = frameKey(frame);
    const first = own[0];
    if (first !== undefined) {
      const isFrameEdge = key !== previousFrame;
      const startsBlock =
        isBreak ||
        previous === undefined ||
        boxesBefore.length > 0 ||
        isFrameEdge ||
        properties.isPageBreakBefore === true ||
        gapBetween(previous, paragraph) >= BLOCK_GAP_SHARE * first.size;
      own[0] = { ...first, text: dropCap + first.text, startsBlock };
      dropCap = '';
    }
    const region =
      frame !== undefined && key !== undefined ? frameRegion(frame, context) : undefined;
    lines.push(
      ...boxesBefore,
      ...own.map((line) => (region ? { ...line, region } : line)),
      ...boxesAfter,
    );
    isBreak = own.length === 0 || boxesAfter.length > 0;
    previousFrame = key;
    previous = {
      styleId: paragraph.styleId,
      spaceAfter: properties.spaceAfter ?? 0,
      isContextual: properties.isContextual === true,
    };
  }
  return lines;
};
