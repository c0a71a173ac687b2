import type { ResumeLine } from '../../resume-line.ts';
import { createLineBuilder, type LineBuilder, type RunStyle } from '../line-builder.ts';
import { elements, firstElement, type XmlElement, type XmlNode } from '../xml-tree.ts';
import { isPlaceholder } from './docx-content-controls.ts';
import type { DocxContext } from './docx-context.ts';
import {
  mergeProperties,
  readParagraphProperties,
  readRunProperties,
  type ParagraphProperties,
  type RunProperties,
} from './docx-properties.ts';
import { alternativeContent, readTextBoxes } from './docx-text-boxes.ts';

export type DocxParagraph = {
  lines: ResumeLine[];
  /** Lines of text boxes anchored before the paragraph's first letter, and after it. */
  boxesBefore: ResumeLine[];
  boxesAfter: ResumeLine[];
  styleId: string;
  properties: ParagraphProperties;
  /** Its frame (w:framePr), as written, to tell one frame's paragraphs from the next's. */
  frame: Record<string, string> | undefined;
};

/** Containers whose runs are the paragraph's text as shown. */
const TRANSPARENT = new Set([
  'w:hyperlink',
  'w:smartTag',
  'w:customXml',
  'w:ins',
  'w:moveTo',
  'w:fldSimple',
  'w:dir',
  'w:bdo',
  'w:rubyBase',
]);
const DRAWINGS = new Set(['w:drawing', 'w:pict', 'w:object']);

type RunState = {
  builder: LineBuilder;
  context: DocxContext;
  base: RunProperties;
  boxesBefore: ResumeLine[];
  boxesAfter: ResumeLine[];
};

const isShowingField = (context: DocxContext) => context.fields.every((isCode) => !isCode);

const readFieldCharacter = (element: XmlElement, context: DocxContext) => {
  const type = element.attributes['w:fldCharType'];
  if (type === 'begin') context.fields.push(true);
  else if (type === 'separate' && context.fields.length > 0)
    context.fields[context.fields.length - 1] = false;
  else if (type === 'end') context.fields.pop();
};

const addBoxes = (element: XmlElement, state: RunState) => {
  if (!isShowingField(state.context)) return;
  const lines = readTextBoxes(element, state.context);
  (state.builder.hasText() ? state.boxesAfter : state.boxesBefore).push(...lines);
};

const TEXT_OF: Record<string, string> = {
  'w:tab': '\t',
  'w:ptab': '\t',
  'w:br': '\n',
  'w:cr': '\n',
  'w:noBreakHyphen': '-',
};

const readRunContent = (
  nodes: XmlNode[],
  style: RunStyle & { isCaps: boolean },
  state: RunState,
) => {
  for (const node of nodes) {
    if (typeof node === 'string') continue;
    if (node.name === 'w:fldChar') readFieldCharacter(node, state.context);
    else if (DRAWINGS.has(node.name)) addBoxes(node, state);
    else if (node.name === 'mc:AlternateContent')
      readRunContent(alternativeContent(node), style, state);
    else if (!isShowingField(state.context)) continue;
    else if (node.name === 'w:t') {
      const text = node.children.filter((child) => typeof child === 'string').join('');
      state.builder.append(style.isCaps ? text.toUpperCase() : text, style);
    } else if (node.name in TEXT_OF) state.builder.append(TEXT_OF[node.name]!, style);
    else if (node.name === 'w:ruby') readInline(elements(node, 'w:rubyBase'), state);
  }
};

const readRun = (run: XmlElement, state: RunState) => {
  const rPr = firstElement(run, 'w:rPr');
  const properties = mergeProperties(
    state.base,
    state.context.styles.characterStyle(firstElement(rPr, 'w:rStyle')?.attributes['w:val']),
    readRunProperties(rPr),
  );
  const style = {
    size: properties.size ?? 0,
    isBold: properties.isBold ?? false,
    isCaps: properties.isCaps ?? false,
  };
  // Hidden text is not shown, but a field it opens or closes still counts.
  const content = properties.isHidden
    ? run.children.filter((node) => typeof node !== 'string' && node.name === 'w:fldChar')
    : run.children;
  readRunContent(content, style, state);
};

const readInline = (nodes: XmlNode[], state: RunState) => {
  for (const node of nodes) {
    if (typeof node === 'string') continue;
    if (node.name === 'w:r') readRun(node, state);
    else if (TRANSPARENT.has(node.name)) readInline(node.children, state);
    else if (node.name === 'w:sdt' && !isPlaceholder(node))
      readInline(firstElement(node, 'w:sdtContent')?.children ?? [], state);
    else if (node.name === 'mc:AlternateContent') readInline(alternativeContent(node), state);
  }
};

/**
 * A paragraph's lines (one more at each line break), its numbering label in front, with the
 * size and weight its runs show after the paragraph style, the run style and their own
 * properties, and whether its style or outline level makes it a heading.
 */
export const readParagraph = (paragraph: XmlElement, context: DocxContext): DocxParagraph => {
  const pPr = firstElement(paragraph, 'w:pPr');
  const style = context.styles.paragraphStyle(firstElement(pPr, 'w:pStyle')?.attributes['w:val']);
  const direct = readParagraphProperties(pPr);
  const properties = mergeProperties(style.paragraph, direct);
  const isHeading = direct.outlineLevel !== undefined ? direct.outlineLevel <= 8 : style.isHeading;
  const state: RunState = {
    builder: createLineBuilder(),
    context,
    base: style.run,
    boxesBefore: [],
    boxesAfter: [],
  };
  const label =
    properties.numId === undefined
      ? ''
      : context.numbering.label(properties.numId, properties.numLevel ?? 0);
  readInline(paragraph.children, state);
  const lines = state.builder.lines({ isHeading, region: context.region });
  if (label !== '' && lines[0] !== undefined)
    lines[0] = { ...lines[0], text: label + lines[0].text };
  return {
    lines,
    boxesBefore: state.boxesBefore,
    boxesAfter: state.boxesAfter,
    styleId: style.styleId,
    properties,
    frame: firstElement(pPr, 'w:framePr')?.attributes,
  };
};
