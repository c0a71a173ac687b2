import type { ResumeLine } from '../../resume-line.ts';
import { boxRegion, lengthInPoints } from '../box-region.ts';
import { elements, findAll, firstElement, type XmlElement, type XmlNode } from '../xml-tree.ts';
import type { DocxContext } from './docx-context.ts';

const EMU_PER_TWIP = 635;
const TWIPS_PER_POINT = 20;

/**
 * One branch of an mc:AlternateContent: the first Choice (Word's DrawingML text box), else the
 * Fallback (its VML copy). The two hold the same box; reading both would read it twice.
 */
export const alternativeContent = (alternate: XmlElement): XmlNode[] =>
  (firstElement(alternate, 'mc:Choice') ?? firstElement(alternate, 'mc:Fallback'))?.children ?? [];

const boxLines = (container: XmlElement, region: ResumeLine['region'], context: DocxContext) =>
  context
    .readBlocks(container, region)
    .map((line, index) => (index === 0 ? { ...line, startsBlock: true } : line));

/** DrawingML (w:drawing): inline in the text (wp:inline) or floating (wp:anchor). */
const drawingLines = (drawing: XmlElement, context: DocxContext) =>
  elements(drawing).flatMap((placement) => {
    const isFloating = placement.name === 'wp:anchor';
    const widthEmu = Number(firstElement(placement, 'wp:extent')?.attributes.cx);
    const region = boxRegion({
      container: context.region,
      isFloating,
      hasTextBeside: firstElement(placement, 'wp:wrapTopAndBottom') === undefined,
      widthShare: widthEmu > 0 ? widthEmu / (context.textWidth * EMU_PER_TWIP) : undefined,
    });
    return findAll(placement, 'w:txbxContent').flatMap((box) => boxLines(box, region, context));
  });

const styleProperty = (style: string, name: string) =>
  new RegExp(`(?:^|;)\\s*${name}\\s*:\\s*([^;]+)`, 'i').exec(style)?.[1]?.trim();

/** VML (w:pict, w:object): a shape floats when its style positions it absolutely. */
const vmlLines = (picture: XmlElement, context: DocxContext) =>
  elements(picture).flatMap((shape) => {
    const style = shape.attributes.style ?? '';
    const widthPoints = lengthInPoints(styleProperty(style, 'width'));
    const wrap = findAll(shape, 'w10:wrap')[0]?.attributes.type;
    const region = boxRegion({
      container: context.region,
      isFloating: styleProperty(style, 'position') === 'absolute',
      hasTextBeside: wrap !== 'topAndBottom',
      widthShare:
        widthPoints === undefined ? undefined : (widthPoints * TWIPS_PER_POINT) / context.textWidth,
    });
    return findAll(shape, 'w:txbxContent').flatMap((box) => boxLines(box, region, context));
  });

/** The lines of the text boxes in a run's drawing or picture, each box a block of its own. */
export const readTextBoxes = (element: XmlElement, context: DocxContext): ResumeLine[] => {
  if (element.name === 'w:drawing') return drawingLines(element, context);
  if (element.name === 'w:pict' || element.name === 'w:object') return vmlLines(element, context);
  return [];
};
