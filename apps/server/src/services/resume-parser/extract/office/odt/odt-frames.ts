import type { ResumeLine } from '../../resume-line.ts';
import { boxRegion, lengthInPoints } from '../box-region.ts';
import { elements, type XmlElement } from '../xml-tree.ts';
import type { OdtContext } from './odt-context.ts';

/** Shapes whose own paragraphs are their text, as a text box's are. */
const SHAPES = new Set([
  'draw:custom-shape',
  'draw:rect',
  'draw:ellipse',
  'draw:polygon',
  'draw:path',
  'draw:circle',
  'draw:regular-polygon',
]);
/** Elements that hold frames or shapes: a link around a frame, a group of shapes. */
const HOLDERS = new Set(['draw:a', 'draw:g']);
export const DRAWINGS = new Set(['draw:frame', ...SHAPES, ...HOLDERS]);

/** The wrap of a frame's graphic style or the styles it is based on ("none": nothing beside). */
const wrapOf = (frame: XmlElement, context: OdtContext) =>
  context.sheet
    .chain('graphic', frame.attributes['draw:style-name'])
    .map((style) => elements(style, 'style:graphic-properties')[0]?.attributes['style:wrap'])
    .find((wrap) => wrap !== undefined);

const regionOf = (frame: XmlElement, context: OdtContext) => {
  const width = lengthInPoints(frame.attributes['svg:width']);
  return boxRegion({
    container: context.region,
    isFloating: (frame.attributes['text:anchor-type'] ?? 'paragraph') !== 'as-char',
    hasTextBeside: wrapOf(frame, context) !== 'none',
    widthShare: width === undefined ? undefined : width / context.textWidth,
  });
};

const firstStartsBlock = (lines: ResumeLine[]) =>
  lines.map((line, index) => (index === 0 ? { ...line, startsBlock: true } : line));

/**
 * The lines of a frame's text box (draw:frame > draw:text-box) or a shape's text, each a block
 * of its own, in the region its placement gives: 'side' for a narrow box floating beside the
 * text, the surrounding region for one set in the line (anchored as a character).
 */
export const readOdtDrawing = (drawing: XmlElement, context: OdtContext): ResumeLine[] => {
  if (HOLDERS.has(drawing.name))
    return elements(drawing).flatMap((inner) =>
      DRAWINGS.has(inner.name) ? readOdtDrawing(inner, context) : [],
    );
  const region = regionOf(drawing, context);
  if (SHAPES.has(drawing.name)) return firstStartsBlock(context.readBlocks(drawing, region));
  return elements(drawing, 'draw:text-box').flatMap((box) =>
    firstStartsBlock(context.readBlocks(box, region)),
  );
};
