import type { ResumeLine } from '../../resume-line.ts';
import { createLineBuilder, type LineBuilder } from '../line-builder.ts';
import type { XmlElement, XmlNode } from '../xml-tree.ts';
import type { OdtContext } from './odt-context.ts';
import { DRAWINGS, readOdtDrawing } from './odt-frames.ts';
import type { OdtParagraphStyle } from './odt-styles.ts';
import type { TextProperties } from './odt-text-properties.ts';

export type OdtParagraph = {
  lines: ResumeLine[];
  /** Lines of frames anchored before the paragraph's first letter, and after it. */
  boxesBefore: ResumeLine[];
  boxesAfter: ResumeLine[];
  style: OdtParagraphStyle;
};

/** Notes, comments, ruby annotations, tracked deletions and index marks show nothing in the line. */
const SKIPPED = new Set([
  'text:note',
  'office:annotation',
  'office:annotation-end',
  'text:ruby-text',
  'text:change',
  'text:change-start',
  'text:change-end',
  'text:hidden-text',
  'text:hidden-paragraph',
  'text:toc-mark',
  'text:alphabetical-index-mark',
  'text:user-index-mark',
  'text:bookmark',
  'text:bookmark-start',
  'text:bookmark-end',
  'draw:image',
  'svg:title',
  'svg:desc',
]);

/** The most spaces one text:s may stand for; a larger count is a hostile file's. */
const MAX_SPACES = 256;

type State = {
  builder: LineBuilder;
  context: OdtContext;
  boxesBefore: ResumeLine[];
  boxesAfter: ResumeLine[];
  /** The last character came from white space in the XML, which runs into one space. */
  isAfterSpace: boolean;
};

const append = (state: State, text: string, properties: TextProperties) => {
  if (properties.isHidden) return;
  const shown = properties.isUppercase || properties.isSmallCaps ? text.toUpperCase() : text;
  state.builder.append(shown, { size: properties.size, isBold: properties.isBold });
};

/** ODF runs the white space of its XML (spaces, tabs and newlines) into single spaces. */
const appendXmlText = (state: State, raw: string, properties: TextProperties) => {
  let text = raw.replace(/[ \t\r\n]+/g, ' ');
  if (state.isAfterSpace && text.startsWith(' ')) text = text.slice(1);
  if (text === '') return;
  append(state, text, properties);
  state.isAfterSpace = text.endsWith(' ');
};

const addBoxes = (drawing: XmlElement, state: State) => {
  const lines = readOdtDrawing(drawing, state.context);
  (state.builder.hasText() ? state.boxesAfter : state.boxesBefore).push(...lines);
};

const readInline = (nodes: XmlNode[], properties: TextProperties, state: State) => {
  for (const node of nodes) {
    if (typeof node === 'string') {
      appendXmlText(state, node, properties);
      continue;
    }
    if (SKIPPED.has(node.name)) continue;
    if (DRAWINGS.has(node.name)) {
      addBoxes(node, state);
      continue;
    }
    const special =
      node.name === 'text:s' || node.name === 'text:tab' || node.name === 'text:line-break';
    if (special) state.isAfterSpace = false;
    if (node.name === 'text:s') {
      const count = Math.min(MAX_SPACES, Math.max(1, Number(node.attributes['text:c'] ?? 1) || 1));
      append(state, ' '.repeat(count), properties);
    } else if (node.name === 'text:tab') append(state, '\t', properties);
    else if (node.name === 'text:line-break') append(state, '\n', properties);
    else if (node.name === 'text:span')
      readInline(
        node.children,
        state.context.sheet.text(node.attributes['text:style-name'], properties),
        state,
      );
    // Hyperlinks, fields (page number, date, sequence…), text:meta, text:ruby and the rest show
    // their content.
    else readInline(node.children, properties, state);
  }
};

/**
 * A paragraph (text:p) or heading (text:h): its lines (one more at each text:line-break), the
 * list label in front, each run's size and weight after the paragraph and span styles, and the
 * frames anchored in it.
 */
export const readOdtParagraph = ({
  paragraph,
  context,
  label,
}: {
  paragraph: XmlElement;
  context: OdtContext;
  label: string;
}): OdtParagraph => {
  const style = context.sheet.paragraph(paragraph.attributes['text:style-name']);
  const state: State = {
    builder: createLineBuilder(),
    context,
    boxesBefore: [],
    boxesAfter: [],
    isAfterSpace: true,
  };
  readInline(paragraph.children, style.text, state);
  const isHeading = paragraph.name === 'text:h' || style.isHeading;
  const lines = state.builder.lines({ isHeading, region: context.region });
  if (label !== '' && lines[0] !== undefined)
    lines[0] = { ...lines[0], text: label + lines[0].text };
  return { lines, boxesBefore: state.boxesBefore, boxesAfter: state.boxesAfter, style };
};
